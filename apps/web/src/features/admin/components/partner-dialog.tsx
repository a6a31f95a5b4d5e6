import type { Partner } from '@raktsetu/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useSavePartner } from '../api/admin-api.ts';
import {
  PARTNER_FIELDS,
  checkPartner,
  partnerFormValues,
  type FieldMessages,
  type PartnerField,
  type PartnerFormValues,
} from '../forms/partner-forms.ts';
import { useAdminForm } from '../hooks/use-admin-form.ts';
import { AdminFormActions } from './admin-form-actions.tsx';

export interface PartnerDialogProps {
  /** The partner to edit, 'new' for a new one, null when closed. */
  partner: Partner | 'new' | null;
  onClose: () => void;
}

/** Add or edit a partner: checked by the shared schema first, then the server's own field messages. */
export function PartnerDialog({ partner, onClose }: PartnerDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={partner !== null}
      onClose={onClose}
      title={partner === 'new' ? t('admin.partners.add') : t('admin.partners.edit')}
    >
      {partner !== null && (
        <PartnerForm
          key={partner === 'new' ? 'new' : partner.partner_id}
          partner={partner === 'new' ? null : partner}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

function PartnerForm({ partner, onDone }: { partner: Partner | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { values, errors, failure, set, submit, outcome } = useAdminForm({
    initial: () => partnerFormValues(partner),
    fields: PARTNER_FIELDS,
    check: checkPartner,
  });
  const save = useSavePartner(outcome);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit((input) => save.mutate({ partnerId: partner?.partner_id ?? null, input }, { onSuccess: onDone }));
      }}
    >
      {failure && (
        <Alert tone="error" data-testid="partner-form-error">
          {failure}
        </Alert>
      )}
      <PartnerFields values={values} errors={errors} set={set} />
      <AdminFormActions
        saving={save.isPending}
        saveLabel={t('admin.partnerForm.save')}
        savingLabel={t('admin.partnerForm.saving')}
        cancelLabel={t('admin.partnerForm.cancel')}
        onCancel={onDone}
      />
    </form>
  );
}

interface PartnerFieldsProps {
  values: PartnerFormValues;
  errors: FieldMessages<PartnerField>;
  set: <K extends PartnerField>(field: K, value: PartnerFormValues[K]) => void;
}

function PartnerFields({ values, errors, set }: PartnerFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Input
        label={t('admin.partnerForm.name')}
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <Input
        label={t('admin.partnerForm.category')}
        required
        hint={t('admin.partnerForm.categoryHint')}
        value={values.category}
        error={errors.category}
        onChange={(event) => set('category', event.target.value)}
      />
      <Input
        label={t('admin.partnerForm.city')}
        hint={t('admin.partnerForm.cityHint')}
        value={values.city}
        error={errors.city}
        onChange={(event) => set('city', event.target.value)}
      />
      <Input
        label={t('admin.partnerForm.tags')}
        hint={t('admin.partnerForm.tagsHint')}
        value={values.interest_tags}
        error={errors.interest_tags}
        onChange={(event) => set('interest_tags', event.target.value)}
      />
      <Input
        type="url"
        label={t('admin.partnerForm.logo')}
        value={values.logo_url}
        error={errors.logo_url}
        onChange={(event) => set('logo_url', event.target.value)}
      />
      <Checkbox
        label={t('admin.partnerForm.active')}
        checked={values.is_active}
        onChange={(event) => set('is_active', event.target.checked)}
      />
    </>
  );
}
