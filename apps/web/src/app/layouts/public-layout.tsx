import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../../components/language/language-switcher.tsx';
import { BrandLink } from '../../components/layout/brand-link.tsx';
import { SkipLink } from '../../components/layout/skip-link.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { RouteSuspense } from '../routes/route-suspense.tsx';

/** Pages for guests: the public navigation bar above the page, which renders its own <main>. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <nav
          aria-label={t('nav.mainLabel')}
          className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-6"
        >
          <BrandLink />
          {/* Tight on 360 px phones: brand, language, Sign In and Join Now must fit in every language. */}
          <div className="flex items-center gap-0.5 sm:gap-2">
            <LanguageSwitcher />
            <ButtonLink to="/login" variant="ghost" size="sm">
              {t('nav.signIn')}
            </ButtonLink>
            <ButtonLink to="/register" size="sm">
              {t('nav.joinNow')}
            </ButtonLink>
          </div>
        </nav>
      </header>
      <RouteSuspense>
        <Outlet />
      </RouteSuspense>
    </div>
  );
}
