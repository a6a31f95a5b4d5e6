import type { Offer } from '@raktsetu/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useSaveOffer } from '../api/admin-api.ts';
import {
  OFFER_FIELDS,
  checkOffer,
  offerFormValues,
  type FieldMessages,
  type OfferField,
  type OfferFormValues,
} from '../forms/partner-forms.ts';
import { useAdminForm } from '../hooks/use-admin-form.ts';
import { AdminFormActions } from './admin-form-actions.tsx';

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
  const { values, errors, failure, set, submit, outcome } = useAdminForm({
    initial: () => offerFormValues(target.offer),
    fields: OFFER_FIELDS,
    check: checkOffer,
  });
  const save = useSaveOffer(outcome);
  const offerTarget = { partnerId: target.partnerId, offerId: target.offer?.offer_id ?? null };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit((input) => save.mutate({ target: offerTarget, input }, { onSuccess: onDone }));
      }}
    >
      {failure && (
        <Alert tone="error" data-testid="offer-form-error">
          {failure}
        </Alert>
      )}
      <OfferFields values={values} errors={errors} set={set} />
      <AdminFormActions
        saving={save.isPending}
        saveLabel={t('admin.offerForm.save')}
        savingLabel={t('admin.offerForm.saving')}
        cancelLabel={t('admin.offerForm.cancel')}
        onCancel={onDone}
      />
    </form>
  );
}

interface OfferFieldsProps {
  values: OfferFormValues;
  errors: FieldMessages<OfferField>;
  set: <K extends OfferField>(field: K, value: OfferFormValues[K]) => void;
}

/** The offer's fields in the order an admin reads a coupon: what it is, how long it lasts, its limits. */
function OfferFields({ values, errors, set }: OfferFieldsProps) {
  const { t } = useTranslation();
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
    <>
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
    </>
  );
}
