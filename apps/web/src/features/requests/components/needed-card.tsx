import type { RequestDetail } from '@raktsetu/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { componentLabel } from '../../../lib/component-name.ts';

/**
 * What the request needs. The hospital, its address and the notes are the owner's to see; a donor learns where
 * to go only after accepting (the donor response card shows it then).
 */
export function NeededCard({ request }: { request: RequestDetail }) {
  const { t } = useTranslation();
  const facts: Array<{ key: string; label: string; value: string | null }> = [
    { key: 'group', label: t('requests.detail.bloodGroup'), value: request.blood_group },
    { key: 'component', label: t('requests.detail.component'), value: componentLabel(t, request.component) },
    {
      key: 'units',
      label: t('requests.detail.units'),
      value: t('requests.card.units', { count: request.units_required }),
    },
    { key: 'patient', label: t('requests.detail.patient'), value: request.patient_name },
    { key: 'city', label: t('requests.detail.city'), value: request.city },
    ...(request.is_owner
      ? [
          { key: 'hospital', label: t('requests.detail.hospital'), value: request.hospital_name },
          { key: 'address', label: t('requests.detail.hospitalAddress'), value: request.hospital_address },
          { key: 'notes', label: t('requests.detail.notes'), value: request.notes },
        ]
      : []),
  ];

  return (
    <Card as="section" aria-labelledby="needed-heading" className="flex flex-col gap-4">
      <h2 id="needed-heading" className="text-lg font-semibold text-slate-900">
        {t('requests.detail.needed')}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        {facts
          .filter((fact) => fact.value)
          .map((fact) => (
            <div key={fact.key} className="flex min-w-0 flex-col">
              <dt className="text-sm text-slate-600">{fact.label}</dt>
              <dd className="font-medium break-words text-slate-900">{fact.value}</dd>
            </div>
          ))}
      </dl>
    </Card>
  );
}
