import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CtaSection } from './cta-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { StatsSection } from './stats-section.tsx';
import { StepsSection } from './steps-section.tsx';

export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.title'));
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
