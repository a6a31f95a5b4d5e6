import { Droplet } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The sign-in page's hero panel: the mission line and the three headline figures. */
export function LoginHero() {
  const { t } = useTranslation();
  const figures = [
    { value: t('auth.login.hero.livesSavedValue'), label: t('auth.login.hero.livesSaved') },
    { value: t('auth.login.hero.activeDonorsValue'), label: t('auth.login.hero.activeDonors') },
    { value: t('auth.login.hero.emergencySupportValue'), label: t('auth.login.hero.emergencySupport') },
  ];
  return (
    <section
      aria-labelledby="login-hero-heading"
      className="flex flex-col gap-6 rounded-2xl bg-gradient-to-br from-red-700 to-red-900 p-6 text-white shadow-sm sm:p-8 lg:p-10"
    >
      <Droplet aria-hidden="true" className="size-10 fill-white/90 text-white/90" />
      <div className="flex flex-col gap-3">
        <h2 id="login-hero-heading" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {t('auth.login.hero.heading')}
        </h2>
        <p className="text-base text-red-50 sm:text-lg">{t('auth.login.hero.message')}</p>
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:gap-4" data-testid="login-hero-stats">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse justify-end gap-1 rounded-xl bg-white/10 p-3 sm:p-4">
            <dt className="text-xs font-medium text-red-50 sm:text-sm">{figure.label}</dt>
            <dd className="text-xl font-extrabold tracking-tight sm:text-3xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
