import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link.tsx';
import { usePrefetchAfterPaint } from '../../../lib/prefetch.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CtaSection } from './cta-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { StatsSection } from './stats-section.tsx';
import { StepsSection } from './steps-section.tsx';

// Most visitors go on to sign in; that page's code is split off the landing page and fetched once it has painted.
const loadLoginPage = () => import('../../auth/components/login-page.tsx');

export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.title'));
  usePrefetchAfterPaint(loadLoginPage);
  return (
    <>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        <HeroSection />
        <StatsSection />
        <FeaturesSection />
        <StepsSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </>
  );
}
