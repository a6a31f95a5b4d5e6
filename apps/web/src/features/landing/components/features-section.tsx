import { Bot, Gift, Network, Siren, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';

export function FeaturesSection() {
  const { t } = useTranslation();
  const features: Array<{ icon: LucideIcon; title: string; description: string }> = [
    { icon: Siren, title: t('landing.features.sos.title'), description: t('landing.features.sos.description') },
    { icon: Bot, title: t('landing.features.carebot.title'), description: t('landing.features.carebot.description') },
    { icon: Gift, title: t('landing.features.rewards.title'), description: t('landing.features.rewards.description') },
    {
      icon: Network,
      title: t('landing.features.network.title'),
      description: t('landing.features.network.description'),
    },
  ];

  return (
    <section id="features" aria-labelledby="features-heading" className="bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-16 sm:px-6">
        <div className="flex max-w-2xl flex-col gap-3">
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('landing.features.heading')}
          </h2>
          <p className="text-lg text-slate-700">{t('landing.features.intro')}</p>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {features.map(({ icon: Icon, title, description }) => (
            <Card as="li" key={title} className="flex flex-col gap-3">
              <span className="flex size-12 items-center justify-center rounded-xl bg-red-100 text-red-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
              <p className="text-slate-700">{description}</p>
            </Card>
          ))}
        </ul>
      </div>
    </section>
  );
}
