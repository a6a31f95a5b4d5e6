import { REQUEST_URGENCIES } from '@raktsetu/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useBloodComponents, useBloodGroups } from '../../../lib/reference-data.ts';
import type { CreateRequestFormValues } from '../forms/create-request-form.ts';
import { componentLabel } from '../../../lib/component-name.ts';

interface RequestNeedFieldsProps {
  register: UseFormRegister<CreateRequestFormValues>;
  errors: FieldErrors<CreateRequestFormValues>;
}

/** What blood is needed, how much and how soon: the first four fields of a new request, in the form's grid. */
export function RequestNeedFields({ register, errors }: RequestNeedFieldsProps) {
  const { t } = useTranslation();
  const bloodGroups = useBloodGroups();
  const components = useBloodComponents();
  return (
    <>
      <Select
        label={t('requests.create.bloodGroup')}
        required
        error={errors.blood_group_id?.message}
        {...register('blood_group_id')}
      >
        <option value="">{t('requests.create.chooseBloodGroup')}</option>
        {bloodGroups.data.map((group) => (
          <option key={group.blood_group_id} value={String(group.blood_group_id)}>
            {group.group_name}
          </option>
        ))}
      </Select>
      <Select
        label={t('requests.create.component')}
        required
        error={errors.component_id?.message}
        {...register('component_id')}
      >
        <option value="">{t('requests.create.chooseComponent')}</option>
        {components.data.map((component) => (
          <option key={component.component_id} value={String(component.component_id)}>
            {componentLabel(t, component.component_name)}
          </option>
        ))}
      </Select>
      <Input
        label={t('requests.create.units')}
        type="number"
        inputMode="numeric"
        min={1}
        max={10}
        step={1}
        required
        hint={t('requests.create.unitsHint')}
        error={errors.units_required?.message}
        {...register('units_required')}
      />
      <Select
        label={t('requests.create.urgency')}
        required
        hint={t('requests.create.urgencyHint')}
        error={errors.urgency?.message}
        {...register('urgency')}
      >
        {REQUEST_URGENCIES.map((urgency) => (
          <option key={urgency} value={urgency}>
            {t(`requests.urgencies.${urgency}`)}
          </option>
        ))}
      </Select>
    </>
  );
}
