import { BLOOD_BANK_CATEGORIES, SEARCH_RADIUS_OPTIONS_KM } from '@raktsetu/shared';
import { LocateFixed, Search, X } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useBloodBankPlaces } from '../../../lib/blood-banks-api.ts';
import { useBloodComponents, useBloodGroups } from '../../../lib/reference-data.ts';
import { categoryKey, type BankSearchValues } from '../forms/bank-search.ts';
import type { NearMe } from '../hooks/use-near-me.ts';
import { CategoryHelp } from './category-help.tsx';
import { componentLabel } from '../../../lib/component-name.ts';

interface BankSearchFormProps {
  values: BankSearchValues;
  onChange: (values: BankSearchValues) => void;
  onSubmit: () => void;
  onNearMe: () => void;
  nearMe: NearMe;
  searching: boolean;
}

/** Town and state (with suggestions from the directory), name, category, near me, and an optional stock filter. */
export function BankSearchForm({ values, onChange, onSubmit, onNearMe, nearMe, searching }: BankSearchFormProps) {
  const { t } = useTranslation();
  const set = <K extends keyof BankSearchValues>(name: K, value: BankSearchValues[K]) =>
    onChange({ ...values, [name]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const near = nearMe.phase === 'captured';

  return (
    <form
      onSubmit={submit}
      aria-label={t('bloodBanks.form.label')}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      {near ? (
        <NearMeFields values={values} onRadius={(radius) => set('radius', radius)} onClear={nearMe.clear} />
      ) : (
        <PlaceFields values={values} onChange={onChange} />
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Input
          label={t('bloodBanks.form.name')}
          value={values.name}
          maxLength={100}
          onChange={(event) => set('name', event.target.value)}
        />
        <Select
          label={t('bloodBanks.form.category')}
          value={values.category}
          onChange={(event) => set('category', event.target.value)}
        >
          <option value="">{t('bloodBanks.form.anyCategory')}</option>
          {BLOOD_BANK_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`bloodBanks.categories.${categoryKey(category)}.name`)}
            </option>
          ))}
        </Select>
        <StockFilter values={values} onChange={onChange} />
      </div>
      <CategoryHelp />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={searching} loadingText={t('bloodBanks.form.searching')}>
          <Search aria-hidden="true" className="size-4" />
          {t('bloodBanks.form.search')}
        </Button>
        {!near && (
          <Button
            variant="secondary"
            onClick={onNearMe}
            loading={nearMe.phase === 'locating'}
            loadingText={t('bloodBanks.form.locating')}
          >
            <LocateFixed aria-hidden="true" className="size-4" />
            {t('bloodBanks.form.nearMe')}
          </Button>
        )}
      </div>
      {nearMe.phase === 'failed' && (
        <Alert tone="error" data-testid="near-me-error">
          {t(`location.errors.${nearMe.failure}`)}
        </Alert>
      )}
    </form>
  );
}

function PlaceFields({ values, onChange }: { values: BankSearchValues; onChange: (values: BankSearchValues) => void }) {
  const { t } = useTranslation();
  const cityListId = useId();
  const stateListId = useId();
  const cityPlaces = useBloodBankPlaces(values.city);
  const statePlaces = useBloodBankPlaces(values.state);
  const cities = (cityPlaces.data ?? []).filter((place) => place.city !== null);
  const states = [...new Set((statePlaces.data ?? []).map((place) => place.state))];

  const onCity = (city: string) => {
    // The state follows the town: a town the directory has in one state fills it in; any other change of town
    // clears it, so a state left from before (the profile's, say) never hides the town just typed.
    const matches = cities.filter((place) => place.city?.toLowerCase() === city.trim().toLowerCase());
    const state = matches.length === 1 ? matches[0]!.state : '';
    onChange({ ...values, city, state });
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input
        label={t('bloodBanks.form.city')}
        value={values.city}
        list={cityListId}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => onCity(event.target.value)}
      />
      <datalist id={cityListId}>
        {cities.map((place) => (
          <option key={`${place.city}|${place.state}`} value={place.city ?? ''}>
            {t('bloodBanks.form.placeOption', { state: place.state, count: place.banks })}
          </option>
        ))}
      </datalist>
      <Input
        label={t('bloodBanks.form.state')}
        value={values.state}
        list={stateListId}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => onChange({ ...values, state: event.target.value })}
      />
      <datalist id={stateListId}>
        {states.map((state) => (
          <option key={state} value={state} />
        ))}
      </datalist>
    </div>
  );
}

interface NearMeFieldsProps {
  values: BankSearchValues;
  onRadius: (radius: string) => void;
  onClear: () => void;
}

function NearMeFields({ values, onRadius, onClear }: NearMeFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Alert tone="success" className="sm:flex-1" data-testid="near-me-active">
        {t('bloodBanks.form.nearMeActive')}
      </Alert>
      <Select label={t('bloodBanks.form.radius')} value={values.radius} onChange={(e) => onRadius(e.target.value)}>
        {SEARCH_RADIUS_OPTIONS_KM.map((km) => (
          <option key={km} value={String(km)}>
            {t('bloodBanks.form.radiusOption', { km })}
          </option>
        ))}
      </Select>
      <Button variant="ghost" onClick={onClear}>
        <X aria-hidden="true" className="size-4" />
        {t('bloodBanks.form.byTown')}
      </Button>
    </div>
  );
}

function StockFilter({ values, onChange }: { values: BankSearchValues; onChange: (values: BankSearchValues) => void }) {
  const { t } = useTranslation();
  const groups = useBloodGroups();
  const components = useBloodComponents();
  return (
    <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-1">
      <Select
        label={t('bloodBanks.form.bloodGroup')}
        value={values.bloodGroup}
        onChange={(event) => onChange({ ...values, bloodGroup: event.target.value })}
      >
        <option value="">{t('bloodBanks.form.anyGroup')}</option>
        {groups.data.map((group) => (
          <option key={group.blood_group_id} value={group.group_name}>
            {group.group_name}
          </option>
        ))}
      </Select>
      <Select
        label={t('bloodBanks.form.component')}
        value={values.componentId}
        disabled={values.bloodGroup === ''}
        onChange={(event) => onChange({ ...values, componentId: event.target.value })}
      >
        {components.data.map((component) => (
          <option key={component.component_id} value={String(component.component_id)}>
            {componentLabel(t, component.component_name)}
          </option>
        ))}
      </Select>
    </div>
  );
}
