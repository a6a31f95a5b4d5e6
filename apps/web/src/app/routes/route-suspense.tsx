import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';

/** Shows 'Loading...' while a page's code (split off the first page, see app/router.tsx) arrives. */
export function RouteSuspense({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<LoadingScreen message={t('common.loading')} />}>{children}</Suspense>;
}
