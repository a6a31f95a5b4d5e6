import { Droplet, HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';

export function HeroSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-heading" className="overflow-hidden bg-gradient-to-b from-red-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[3fr_2fr] lg:py-24">
        <div className="flex flex-col gap-6">
          <p className="text-sm font-semibold tracking-wide text-red-800 uppercase">{t('landing.hero.eyebrow')}</p>
          <h1
            id="hero-heading"
            className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            {t('landing.hero.headline')}
          </h1>
          <p className="max-w-2xl text-lg text-slate-700">{t('landing.hero.message')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/register" size="lg">
              <HeartHandshake aria-hidden="true" className="size-5" />
              {t('landing.hero.joinAsPatient')}
            </ButtonLink>
            <ButtonLink to="/register?type=donor" size="lg" variant="secondary">
              <Droplet aria-hidden="true" className="size-5 text-red-700" />
              {t('landing.hero.becomeDonor')}
            </ButtonLink>
          </div>
          <p className="text-slate-700">
            {t('landing.hero.haveAccount')}{' '}
            <Link
              to="/login"
              className="rounded font-semibold text-red-800 underline underline-offset-4 hover:text-red-900"
            >
              {t('landing.hero.signIn')}
            </Link>
          </p>
        </div>
        <div aria-hidden="true" className="hidden justify-center lg:flex">
          <div className="relative flex size-80 items-center justify-center rounded-full bg-red-100">
            <div className="absolute inset-8 rounded-full bg-red-200/70" />
            <div className="absolute inset-20 rounded-full bg-red-300/60" />
            <Droplet className="relative size-28 fill-red-700 text-red-700" />
          </div>
        </div>
      </div>
    </section>
  );
}
