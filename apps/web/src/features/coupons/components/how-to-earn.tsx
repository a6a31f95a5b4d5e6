import { Droplet, HandHeart, Repeat, Siren, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';

const WAYS = [
  { key: 'donate', Icon: Droplet },
  { key: 'sos', Icon: Siren },
  { key: 'regular', Icon: Repeat },
  { key: 'refer', Icon: UserPlus },
] as const;

/** How coupons are earned here, and the plain word that they are thank-yous, never payment. */
export function HowToEarn() {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="earn-heading" className="flex flex-col gap-4">
      <h2 id="earn-heading" className="text-lg font-semibold text-slate-900">
        {t('coupons.earn.heading')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {WAYS.map(({ key, Icon }) => (
          <li key={key} className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-800">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="flex flex-col gap-1">
              <span className="font-semibold text-slate-900">{t(`coupons.earn.${key}.title`)}</span>
              <span className="text-sm text-slate-700">{t(`coupons.earn.${key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="flex items-start gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
        <HandHeart aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-800" />
        {t('coupons.earn.honest')}
      </p>
    </Card>
  );
}
