import { clsx } from 'clsx';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { KeepSavedCard } from '../../components/app-shell/keep-saved-card.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link.tsx';
import { LiveAlertToasts } from '../../components/live/live-alert-toasts.tsx';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner.tsx';
import { LiveUpdatesProvider } from '../../lib/live/live-updates-provider.tsx';
import { AppNavbar } from './app-navbar.tsx';

// The floating CareBot button arrives just after the page: its chat (and the contracts it parses answers with) is
// not part of the signed-in shell's budget (.size-limit.cjs, docs/decisions/0022-first-page-budget.md).
const CarebotWidget = lazy(() =>
  import('../../features/carebot/components/carebot-widget.tsx').then((module) => ({ default: module.CarebotWidget })),
);

/**
 * The signed-in area: navigation bar, a verify-your-e-mail banner while the address is unverified,
 * the page, and the floating CareBot widget; one live-updates connection for the signed-in user.
 */
export function AppLayout() {
  const { t } = useTranslation();
  // The CareBot page is the chat itself: a second, floating chat there would only cover its input at 360 px.
  const onCarebotPage = useLocation().pathname.startsWith('/app/carebot');
  return (
    <LiveUpdatesProvider renderAlerts={(alerts, dismiss) => <LiveAlertToasts alerts={alerts} onDismiss={dismiss} />}>
      <div className="flex min-h-screen flex-col">
        <SkipLink />
        <KeepSavedCard />
        <AppNavbar />
        <VerifyEmailBanner />
        {/* Where the floating CareBot button shows (bottom-4 + size-14 in carebot-widget.tsx: 4.5rem), 7rem of bottom
            padding lets the page's last content scroll clear of it; without the button, the usual 2rem. */}
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className={clsx(
            'mx-auto w-full max-w-6xl flex-1 px-4 pt-8 outline-none sm:px-6',
            onCarebotPage ? 'pb-8' : 'pb-28',
          )}
        >
          <Suspense fallback={<LoadingScreen message={t('common.loading')} />}>
            <Outlet />
          </Suspense>
        </main>
        {!onCarebotPage && (
          <Suspense fallback={null}>
            <CarebotWidget />
          </Suspense>
        )}
      </div>
    </LiveUpdatesProvider>
  );
}
