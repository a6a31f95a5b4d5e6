import { LANDING_COUNT_DELAY_MS, LANDING_COUNT_STEPS, LANDING_COUNT_TICK_MS, LANDING_STATS } from '@raktsetu/shared';
import { Activity, HeartPulse, MapPin, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { displayLocale } from '../../../lib/format.ts';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion.ts';
import { useCountUp } from '../hooks/use-count-up.ts';

type StatKey = keyof typeof LANDING_STATS;

const STATS: ReadonlyArray<{ key: StatKey; testId: string; icon: LucideIcon }> = [
  { key: 'livesSaved', testId: 'stat-lives-saved', icon: HeartPulse },
  { key: 'activeDonors', testId: 'stat-active-donors', icon: Users },
  { key: 'emergencyRequests', testId: 'stat-emergency-requests', icon: Activity },
  { key: 'citiesCovered', testId: 'stat-cities-covered', icon: MapPin },
];

export function StatsSection() {
  const { t } = useTranslation();
  const numberFormat = new Intl.NumberFormat(displayLocale());
  const reducedMotion = usePrefersReducedMotion();
  const values = useCountUp(
    LANDING_STATS,
    { delayMs: LANDING_COUNT_DELAY_MS, tickMs: LANDING_COUNT_TICK_MS, steps: LANDING_COUNT_STEPS },
    reducedMotion,
  );
  const labels: Record<StatKey, string> = {
    livesSaved: t('landing.stats.livesSaved'),
    activeDonors: t('landing.stats.activeDonors'),
    emergencyRequests: t('landing.stats.emergencyRequests'),
    citiesCovered: t('landing.stats.citiesCovered'),
  };

  return (
    <section id="impact" aria-labelledby="impact-heading" className="bg-red-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="impact-heading" className="sr-only">
          {t('landing.stats.heading')}
        </h2>
        <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
          {STATS.map(({ key, testId, icon: Icon }) => (
            <div key={key} className="flex flex-col items-center gap-1 text-center">
              <dt className="order-last text-sm font-medium text-red-100 sm:text-base">{labels[key]}</dt>
              <dd className="flex flex-col items-center gap-2 text-3xl font-extrabold tabular-nums sm:text-4xl">
                <Icon aria-hidden="true" className="size-7 text-red-200" />
                {/* The moving number is hidden from screen readers, which read the final figure once. */}
                {/* data-count-to: the pre-rendered page's script counts it up the same way (src/first-page). */}
                <span aria-hidden="true" data-testid={testId} data-count-to={LANDING_STATS[key]}>
                  {numberFormat.format(values[key])}
                </span>
                <span className="sr-only">{numberFormat.format(LANDING_STATS[key])}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
