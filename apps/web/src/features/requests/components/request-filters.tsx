import { REQUEST_STATUSES, REQUEST_URGENCIES } from '@raktsetu/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useBloodGroups } from '../../../lib/reference-data.ts';
import { hasActiveFilters, type FilterName, type RequestFilters as Filters } from '../filters.ts';

export interface RequestFiltersProps {
  filters: Filters;
  onChange: (name: FilterName, value: string) => void;
  onClear: () => void;
}

/** Status, urgency and blood group; each change asks the server again. */
export function RequestFilters({ filters, onChange, onClear }: RequestFiltersProps) {
  const { t } = useTranslation();
  const bloodGroups = useBloodGroups();
  return (
    <section aria-label={t('requests.filters.label')} className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Select
          label={t('requests.filters.status')}
          value={filters.status ?? ''}
          onChange={(event) => onChange('status', event.target.value)}
        >
          <option value="">{t('requests.filters.all')}</option>
          {REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`requests.statuses.${status}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('requests.filters.urgency')}
          value={filters.urgency ?? ''}
          onChange={(event) => onChange('urgency', event.target.value)}
        >
          <option value="">{t('requests.filters.all')}</option>
          {REQUEST_URGENCIES.map((urgency) => (
            <option key={urgency} value={urgency}>
              {t(`requests.urgencies.${urgency}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('requests.filters.bloodGroup')}
          value={filters.blood_group ?? ''}
          onChange={(event) => onChange('blood_group', event.target.value)}
        >
          <option value="">{t('requests.filters.all')}</option>
          {bloodGroups.data.map((group) => (
            <option key={group.blood_group_id} value={group.group_name}>
              {group.group_name}
            </option>
          ))}
        </Select>
      </div>
      {hasActiveFilters(filters) && (
        <Button variant="ghost" size="sm" onClick={onClear} className="self-start">
          {t('requests.filters.clear')}
        </Button>
      )}
    </section>
  );
}
