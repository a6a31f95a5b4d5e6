import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast-context.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import type { Checked, FieldMessages } from '../forms/partner-forms.ts';

export interface AdminFormOptions<TValues, TPayload> {
  initial: () => TValues;
  fields: readonly (keyof TValues & string)[];
  check: (values: TValues) => Checked<TPayload, keyof TValues & string>;
  /** Sends the checked payload; the server's message, when it gives one, is the success toast. */
  persist: (payload: TPayload) => Promise<{ message?: string }>;
  onDone: () => void;
}

/**
 * A partner or offer form's values and its save: checked by the shared schema first (nothing is sent while a
 * field is wrong), then the server's own field messages and a form-level message when it refuses.
 */
export function useAdminForm<TValues, TPayload>({
  initial,
  fields,
  check,
  persist,
  onDone,
}: AdminFormOptions<TValues, TPayload>) {
  type Field = keyof TValues & string;
  const { t } = useTranslation();
  const toast = useToast();
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = <K extends Field>(field: K, value: TValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit() {
    setFailure(null);
    const checked = check(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      const result = await persist(checked.payload);
      toast.show({ tone: 'success', message: result.message ?? t('admin.partners.saved') });
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error, fields));
      setFailure(errorMessage(error, t, t('admin.partners.saveFailed')));
    }
  }

  return { values, errors, failure, set, submit };
}
