import { SEARCH_RADIUS_OPTIONS_KM, groupId, type BloodGroupName, type DonorSearchResponse } from '@raktsetu/shared';
import { Building2, Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useBloodComponents } from '../../../lib/reference-data.ts';
import { askForHelpPath } from '../forms/donor-search.ts';
import { DonorCard } from './donor-card.tsx';
import { componentLabel } from '../../../lib/component-name.ts';

interface DonorResultsProps {
  result: DonorSearchResponse;
  /** Search again with a wider radius (the empty state's first next step). */
  onWiden: (km: number) => void;
}

/** What was searched, the donors found, or what to do when there are none. */
export function DonorResults({ result, onWiden }: DonorResultsProps) {
  const { t } = useTranslation();
  const { search, data } = result;
  const components = useBloodComponents();
  const name = components.data.find((c) => c.component_id === search.component_id)?.component_name;
  const component = name ? componentLabel(t, name) : String(search.component_id);
  const km = search.radius_km;
  const where = search.center.label
    ? t('donors.searched.around', { place: search.center.label, km })
    : t(`donors.searched.${search.center.source}`, { km });
  const askPath = askForHelpPath(groupId(search.blood_group as BloodGroupName), search.component_id);

  return (
    <section aria-labelledby="donor-results-heading" className="flex flex-col gap-4" data-testid="donor-results">
      <div className="flex flex-col gap-1">
        <h2 id="donor-results-heading" className="text-xl font-semibold text-slate-900">
          {t('donors.found', { count: data.length })}
        </h2>
        <p className="text-slate-700" data-testid="donor-search-summary">
          {t('donors.searched.summary', { group: search.blood_group, component, where })}
        </p>
        {search.truncated && <p className="text-sm text-slate-700">{t('donors.truncated', { count: data.length })}</p>}
      </div>
      {data.length === 0 ? (
        <NoDonors km={km} onWiden={onWiden} />
      ) : (
        <ul aria-label={t('donors.resultsLabel')} className="grid gap-4 md:grid-cols-2">
          {data.map((donor) => (
            <DonorCard key={donor.donor_id} donor={donor} askPath={askPath} />
          ))}
        </ul>
      )}
    </section>
  );
}

function NoDonors({ km, onWiden }: { km: number; onWiden: (km: number) => void }) {
  const { t } = useTranslation();
  const wider = SEARCH_RADIUS_OPTIONS_KM.find((option) => option > km);
  return (
    <Card className="flex flex-col gap-3" data-testid="donors-empty">
      <h3 className="text-lg font-semibold text-slate-900">{t('donors.empty.title')}</h3>
      <p className="text-slate-700">{t('donors.empty.body', { km })}</p>
      <div className="flex flex-wrap gap-2">
        {wider !== undefined && (
          <Button variant="secondary" size="sm" onClick={() => onWiden(wider)}>
            {t('donors.empty.widen', { km: wider })}
          </Button>
        )}
        <ButtonLink to="/app/blood-banks" variant="secondary" size="sm">
          <Building2 aria-hidden="true" className="size-4" />
          {t('donors.empty.bloodBanks')}
        </ButtonLink>
        <ButtonLink to="/app/sos" variant="danger" size="sm">
          <Siren aria-hidden="true" className="size-4" />
          {t('donors.empty.sos')}
        </ButtonLink>
      </div>
    </Card>
  );
}
