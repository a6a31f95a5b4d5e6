import { SEARCH_RADIUS_OPTIONS_KM } from '@raktsetu/shared';
import { LocateFixed, Search, X } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useBloodComponents, useBloodGroups } from '../../../lib/reference-data.ts';
import type { DonorSearchValues } from '../forms/donor-search.ts';
import type { SearchLocation } from '../hooks/use-search-location.ts';
import { componentLabel } from '../../../lib/component-name.ts';

interface DonorSearchFormProps {
  values: DonorSearchValues;
  onChange: (values: DonorSearchValues) => void;
  onSubmit: () => void;
  searching: boolean;
  location: SearchLocation;
}

/** Group needed, component, town, distance, SOS-only and the browser's position. */
export function DonorSearchForm({ values, onChange, onSubmit, searching, location }: DonorSearchFormProps) {
  const { t } = useTranslation();
  const groups = useBloodGroups();
  const components = useBloodComponents();
  const set = <K extends keyof DonorSearchValues>(name: K, value: DonorSearchValues[K]) =>
    onChange({ ...values, [name]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const usingPoint = location.phase === 'captured';

  return (
    <form
      onSubmit={submit}
      aria-label={t('donors.form.label')}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Select
          label={t('donors.form.bloodGroup')}
          hint={t('donors.form.bloodGroupHint')}
          value={values.bloodGroupId}
          onChange={(event) => set('bloodGroupId', event.target.value)}
        >
          <option value="">{t('donors.form.myGroup')}</option>
          {groups.data.map((group) => (
            <option key={group.blood_group_id} value={String(group.blood_group_id)}>
              {group.group_name}
            </option>
          ))}
        </Select>
        <Select
          label={t('donors.form.component')}
          value={values.componentId}
          onChange={(event) => set('componentId', event.target.value)}
        >
          {components.data.map((component) => (
            <option key={component.component_id} value={String(component.component_id)}>
              {componentLabel(t, component.component_name)}
            </option>
          ))}
        </Select>
        <Input
          label={t('donors.form.city')}
          hint={usingPoint ? t('donors.form.cityIgnored') : t('donors.form.cityHint')}
          value={values.city}
          maxLength={100}
          autoComplete="address-level2"
          disabled={usingPoint}
          onChange={(event) => set('city', event.target.value)}
        />
        <Select
          label={t('donors.form.radius')}
          value={values.radius}
          onChange={(event) => set('radius', event.target.value)}
        >
          {SEARCH_RADIUS_OPTIONS_KM.map((km) => (
            <option key={km} value={String(km)}>
              {t('donors.form.radiusOption', { km })}
            </option>
          ))}
        </Select>
      </div>
      <Switch
        label={t('donors.form.sosOnly')}
        hint={t('donors.form.sosOnlyHint')}
        checked={values.sosOnly}
        onCheckedChange={(checked) => set('sosOnly', checked)}
        className="sm:max-w-md"
      />
      <LocationControls location={location} />
      <Button type="submit" className="self-start" loading={searching} loadingText={t('donors.form.searching')}>
        <Search aria-hidden="true" className="size-4" />
        {t('donors.form.search')}
      </Button>
    </form>
  );
}

function LocationControls({ location }: { location: SearchLocation }) {
  const { t } = useTranslation();
  if (location.phase === 'captured') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Alert tone="success" className="flex-1" data-testid="donor-search-location">
          {t('donors.form.usingLocation')}
        </Alert>
        <Button variant="ghost" size="sm" onClick={location.clear}>
          <X aria-hidden="true" className="size-4" />
          {t('donors.form.clearLocation')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        className="self-start"
        onClick={location.capture}
        loading={location.phase === 'locating'}
        loadingText={t('donors.form.locating')}
      >
        <LocateFixed aria-hidden="true" className="size-4" />
        {t('donors.form.useLocation')}
      </Button>
      {location.phase === 'failed' && (
        <Alert tone="error" data-testid="donor-search-location">
          {t(`location.errors.${location.failure}`)}
        </Alert>
      )}
    </div>
  );
}
