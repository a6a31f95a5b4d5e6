import type { Offer } from '@raktsetu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { useSaveOffer } from '../api/admin-api.ts';
import {
  OFFER_FIELDS,
  checkOffer,
  offerFormValues,
  type FieldMessages,
  type OfferField,
  type OfferFormValues,
} from '../forms/partner-forms.ts';

/** Which offer the dialog edits: a partner's new offer (offer null) or one of its offers. */
export interface OfferDialogTarget {
  partnerId: string;
  partnerName: string;
  offer: Offer | null;
}

export function OfferDialog({ target, onClose }: { target: OfferDialogTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={target?.offer ? t('admin.partners.editOffer') : t('admin.partners.addOffer')}
      description={target?.partnerName}
    >
      {target && (
        <OfferForm key={target.offer?.offer_id ?? `new:${target.partnerId}`} target={target} onDone={onClose} />
      )}
    </Dialog>
  );
}

type TextField = Exclude<OfferField, 'is_active'>;

function OfferForm({ target, onDone }: { target: OfferDialogTarget; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveOffer();
  const [values, setValues] = useState<OfferFormValues>(() => offerFormValues(target.offer));
  const [errors, setErrors] = useState<FieldMessages<OfferField>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = <K extends OfferField>(field: K, value: OfferFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit() {
    setFailure(null);
    const checked = checkOffer(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      const result = await save.mutateAsync({
        target: { partnerId: target.partnerId, offerId: target.offer?.offer_id ?? null },
        input: checked.payload,
      });
      toast.show({ tone: 'success', message: result.message ?? t('admin.partners.saved') });
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error, OFFER_FIELDS));
      setFailure(errorMessage(error, t, t('admin.partners.saveFailed')));
    }
  }

  const text = (
    field: TextField,
    label: string,
    extra: { hint?: string; required?: boolean; numeric?: boolean } = {},
  ) => (
    <Input
      label={label}
      required={extra.required}
      hint={extra.hint}
      inputMode={extra.numeric ? 'numeric' : undefined}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => set(field, event.target.value)}
    />
  );

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {failure && (
        <Alert tone="error" data-testid="offer-form-error">
          {failure}
        </Alert>
      )}
      {text('title', t('admin.offerForm.title'), { required: true })}
      {text('value_text', t('admin.offerForm.value'), { required: true, hint: t('admin.offerForm.valueHint') })}
      <Textarea
        label={t('admin.offerForm.description')}
        value={values.description}
        error={errors.description}
        rows={2}
        onChange={(event) => set('description', event.target.value)}
      />
      {text('validity_days', t('admin.offerForm.validity'), { required: true, numeric: true })}
      {text('value_amount', t('admin.offerForm.amount'), { hint: t('admin.offerForm.amountHint'), numeric: true })}
      {text('max_issued', t('admin.offerForm.max'), { hint: t('admin.offerForm.maxHint'), numeric: true })}
      <Textarea
        label={t('admin.offerForm.terms')}
        value={values.terms}
        error={errors.terms}
        rows={2}
        onChange={(event) => set('terms', event.target.value)}
      />
      <Checkbox
        label={t('admin.offerForm.active')}
        checked={values.is_active}
        onChange={(event) => set('is_active', event.target.checked)}
      />
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button type="submit" loading={save.isPending} loadingText={t('admin.offerForm.saving')}>
          {t('admin.offerForm.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('admin.offerForm.cancel')}
        </Button>
      </div>
    </form>
  );
}
