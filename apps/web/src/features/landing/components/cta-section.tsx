import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';

export function CtaSection() {
  const { t } = useTranslation();
  return (
    <section id="get-started" aria-labelledby="get-started-heading" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-red-800 px-6 py-10 text-white sm:px-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex max-w-2xl flex-col gap-3">
            <h2 id="get-started-heading" className="text-3xl font-bold tracking-tight text-balance">
              {t('landing.cta.heading')}
            </h2>
            <p className="text-lg text-red-50">{t('landing.cta.body')}</p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row lg:flex-col xl:flex-row">
            <ButtonLink to="/register?type=donor" size="lg" variant="inverse">
              {t('landing.hero.becomeDonor')}
            </ButtonLink>
            <ButtonLink
              to="/register"
              size="lg"
              className="border border-white/70 text-white hover:bg-red-900"
              variant="ghost"
            >
              {t('landing.hero.joinAsPatient')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
