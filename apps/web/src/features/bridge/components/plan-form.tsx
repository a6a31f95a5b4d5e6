import { BRIDGE, addDaysIso, todayIso, type BridgePlan } from '@raktsetu/shared';
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { componentLabel } from '../../../lib/component-name.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useBloodComponents, useBloodGroups } from '../../../lib/reference-data.ts';
import { savePlan, useBridgeChange } from '../api/bridge-api.ts';
import { PLAN_FIELDS, planFormValues, planResolver, validatePlan, type PlanFormValues } from '../forms/plan-form.ts';

interface PlanFormProps {
  /** The plan to change; null makes a new one. */
  plan: BridgePlan | null;
  onDone?: () => void;
}

/** Creates or changes the transfusion plan (PUT /api/bridge/plan); the server's field messages show at the fields. */
export function PlanForm({ plan, onDone }: PlanFormProps) {
  const { t } = useTranslation();
  const profileGroupId = useAuth().profile?.blood_group_id ?? null;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<PlanFormValues>({
    resolver: planResolver,
    defaultValues: planFormValues(plan, profileGroupId),
    reValidateMode: 'onSubmit',
  });

  // The profile may arrive after the form: a new plan takes the patient's own group unless one was chosen already.
  useEffect(() => {
    if (!plan && profileGroupId && getValues('blood_group_id') === '')
      setValue('blood_group_id', String(profileGroupId));
  }, [plan, profileGroupId, getValues, setValue]);

  const save = useBridgeChange(savePlan, {
    success: () => t('bridge.plan.saved'),
    failure: t('bridge.plan.failed'),
    inPlace: (message, error) => {
      applyServerFieldErrors(error, PLAN_FIELDS, setError);
      setFormError(message);
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    const validation = validatePlan(values);
    if (!validation.success) return;
    save.mutate(validation.payload, { onSuccess: () => onDone?.() });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <PlanHospitalFields register={register} errors={errors} />
        <PlanScheduleFields register={register} errors={errors} />
        <PlanBloodFields register={register} errors={errors} />
      </div>
      <Textarea
        label={t('bridge.plan.note')}
        hint={t('bridge.plan.noteHint')}
        rows={3}
        maxLength={500}
        error={errors.antibodies_note?.message}
        {...register('antibodies_note')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onDone && plan && (
          <Button variant="secondary" onClick={onDone}>
            {t('bridge.cancel')}
          </Button>
        )}
        <Button type="submit" loading={save.isPending} loadingText={t('bridge.plan.saving')}>
          {plan ? t('bridge.plan.save') : t('bridge.plan.create')}
        </Button>
      </div>
    </form>
  );
}

interface FormParts {
  register: UseFormRegister<PlanFormValues>;
  errors: FieldErrors<PlanFormValues>;
}

/** Where the transfusions are given: the hospital and its city. */
function PlanHospitalFields({ register, errors }: FormParts) {
  const { t } = useTranslation();
  return (
    <>
      <Input
        label={t('bridge.plan.hospital')}
        required
        maxLength={200}
        error={errors.hospital_name?.message}
        {...register('hospital_name')}
      />
      <Input
        label={t('bridge.plan.city')}
        required
        maxLength={100}
        autoComplete="address-level2"
        error={errors.hospital_city?.message}
        {...register('hospital_city')}
      />
    </>
  );
}

/** How much and how often: units per transfusion, days between them, and the next date. */
function PlanScheduleFields({ register, errors }: FormParts) {
  const { t } = useTranslation();
  // The date picker offers only dates the server accepts; the server still checks them against its own today.
  const today = todayIso();
  return (
    <>
      <Input
        label={t('bridge.plan.units')}
        type="number"
        inputMode="numeric"
        min={1}
        max={4}
        step={1}
        required
        hint={t('bridge.plan.unitsHint')}
        error={errors.units_per_transfusion?.message}
        {...register('units_per_transfusion')}
      />
      <Input
        label={t('bridge.plan.interval')}
        type="number"
        inputMode="numeric"
        min={7}
        max={90}
        step={1}
        required
        hint={t('bridge.plan.intervalHint')}
        error={errors.interval_days?.message}
        {...register('interval_days')}
      />
      <Input
        label={t('bridge.plan.nextDate')}
        type="date"
        required
        min={today}
        max={addDaysIso(today, BRIDGE.nextDateMaxDaysAhead)}
        error={errors.next_date?.message}
        {...register('next_date')}
      />
    </>
  );
}

/** The blood group (the patient's own by default) and the component (packed red cells by default). */
function PlanBloodFields({ register, errors }: FormParts) {
  const { t } = useTranslation();
  const bloodGroups = useBloodGroups();
  const components = useBloodComponents();
  return (
    <>
      <Select
        label={t('bridge.plan.bloodGroup')}
        required
        error={errors.blood_group_id?.message}
        {...register('blood_group_id')}
      >
        <option value="">{t('bridge.plan.chooseBloodGroup')}</option>
        {bloodGroups.data.map((group) => (
          <option key={group.blood_group_id} value={String(group.blood_group_id)}>
            {group.group_name}
          </option>
        ))}
      </Select>
      <Select
        label={t('bridge.plan.component')}
        required
        error={errors.component_id?.message}
        {...register('component_id')}
      >
        {components.data.map((component) => (
          <option key={component.component_id} value={String(component.component_id)}>
            {componentLabel(t, component.component_name)}
          </option>
        ))}
      </Select>
    </>
  );
}
