import { HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';

/** Before a plan exists: what a Blood Bridge is, in four short lines. */
export function BridgeIntro() {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="bridge-what-title" className="flex flex-col gap-3">
      <h2 id="bridge-what-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <HeartHandshake aria-hidden="true" className="size-5 text-red-700" />
        {t('bridge.what.title')}
      </h2>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-slate-800">
        <li>{t('bridge.what.team')}</li>
        <li>{t('bridge.what.asked')}</li>
        <li>{t('bridge.what.sos')}</li>
      </ul>
      <p className="font-medium text-slate-900">{t('bridge.what.start')}</p>
    </Card>
  );
}
