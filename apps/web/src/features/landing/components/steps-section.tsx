import { ClipboardList, HeartPulse, Link2, UserCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function StepsSection() {
  const { t } = useTranslation();
  const steps: Array<{ icon: LucideIcon; title: string; description: string }> = [
    { icon: UserCheck, title: t('landing.steps.signUp.title'), description: t('landing.steps.signUp.description') },
    {
      icon: ClipboardList,
      title: t('landing.steps.request.title'),
      description: t('landing.steps.request.description'),
    },
    { icon: Link2, title: t('landing.steps.connect.title'), description: t('landing.steps.connect.description') },
    { icon: HeartPulse, title: t('landing.steps.save.title'), description: t('landing.steps.save.description') },
  ];

  return (
    <section id="how-it-works" aria-labelledby="how-it-works-heading" className="bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-16 sm:px-6">
        <div className="flex max-w-2xl flex-col gap-3">
          <h2 id="how-it-works-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('landing.steps.heading')}
          </h2>
          <p className="text-lg text-slate-700">{t('landing.steps.intro')}</p>
        </div>
        <ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ icon: Icon, title, description }, index) => (
            <li key={title} className="flex flex-col gap-3">
              <div className="flex items-center gap-3">
                <span className="flex size-12 items-center justify-center rounded-full bg-red-700 text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="text-sm font-semibold tracking-wide text-red-800 uppercase">
                  {t('landing.steps.stepLabel', { number: index + 1 })}
                </span>
              </div>
              <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
              <p className="text-slate-700">{description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
