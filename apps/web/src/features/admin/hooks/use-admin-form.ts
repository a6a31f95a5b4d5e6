import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '../../../lib/mutation-outcome.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import type { Checked, FieldMessages } from '../forms/partner-forms.ts';

export interface AdminFormOptions<TValues, TPayload> {
  initial: () => TValues;
  fields: readonly (keyof TValues & string)[];
  check: (values: TValues) => Checked<TPayload, keyof TValues & string>;
}

/**
 * A partner or offer form's values and its save: checked by the shared schema first (nothing is sent while a
 * field is wrong), then the server's own field messages and a form-level message when it refuses. The save's
 * outcome goes to the mutation hook (`outcome`), so it is told even when the dialog is gone before the answer:
 * the server's message, when it gives one, is the success toast.
 */
export function useAdminForm<TValues, TPayload>({ initial, fields, check }: AdminFormOptions<TValues, TPayload>) {
  type Field = keyof TValues & string;
  const { t } = useTranslation();
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = <K extends Field>(field: K, value: TValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const outcome: Outcome<{ message?: string }, unknown> = {
    success: (result) => result.message ?? t('admin.partners.saved'),
    failure: t('admin.partners.saveFailed'),
    inPlace: (message, error) => {
      setErrors(serverFieldErrors(error, fields));
      setFailure(message);
    },
  };

  /** Checks the values and hands the payload to `send` (the mutation), or shows what is wrong and sends nothing. */
  function submit(send: (payload: TPayload) => void) {
    setFailure(null);
    const checked = check(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    send(checked.payload);
  }

  return { values, errors, failure, set, submit, outcome };
}
