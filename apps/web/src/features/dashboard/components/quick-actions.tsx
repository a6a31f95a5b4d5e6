import { Bot, CircleHelp, History, Search, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';

interface Action {
  to: string;
  labelKey: `dashboard.actions.${'profile' | 'donors' | 'history' | 'help'}`;
  icon: LucideIcon;
  patientsOnly?: boolean;
}

const ACTIONS: readonly Action[] = [
  { to: '/app/profile', labelKey: 'dashboard.actions.profile', icon: UserRound },
  { to: '/app/donors', labelKey: 'dashboard.actions.donors', icon: Search, patientsOnly: true },
  { to: '/app/history', labelKey: 'dashboard.actions.history', icon: History },
  { to: '/app/help', labelKey: 'dashboard.actions.help', icon: CircleHelp },
];

/** Shortcuts to the pages people reach for from home; finding donors is a patient's. */
export function QuickActions({ isDonor }: { isDonor: boolean }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="dashboard-actions-title" className="flex flex-col gap-3">
      <h2 id="dashboard-actions-title" className="text-lg font-semibold text-slate-900">
        {t('dashboard.actions.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-2">
        {ACTIONS.filter((action) => !(isDonor && action.patientsOnly)).map(({ to, labelKey, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-red-700"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 text-red-700" />
              {t(labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** CareBot, one tap from home. */
export function CarebotShortcut() {
  const { t } = useTranslation();
  return (
    <Card as="section" className="flex items-center gap-3" data-testid="carebot-shortcut">
      <Bot aria-hidden="true" className="size-8 shrink-0 text-red-700" />
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold text-slate-900">{t('dashboard.carebot.title')}</h2>
        <p className="text-sm text-slate-700">{t('dashboard.carebot.body')}</p>
        <Link to="/app/carebot" className="text-sm font-medium text-red-700 underline-offset-2 hover:underline">
          {t('dashboard.carebot.open')}
        </Link>
      </div>
    </Card>
  );
}
