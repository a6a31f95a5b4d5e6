import { EMERGENCY_PHONE } from '@raktsetu/shared';
import { Ambulance, Building2, Phone, Siren, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LastUpdated } from '../../../components/app-shell/last-updated.tsx';
import { SavedCard } from '../../../components/app-shell/saved-card.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { readBanks } from '../../../lib/offline/saved-data.ts';

/** India's free ambulance number (most states); 112 is the all-emergency number. */
const AMBULANCE_PHONE = '108';

const callLink =
  'flex min-h-12 items-center gap-3 rounded-xl border px-4 py-3 font-semibold underline-offset-2 hover:underline';

/**
 * /app/sos with no connection: says plainly that an SOS cannot go out (and that nothing is queued to send later),
 * offers 112 and 108 to call, the blood banks this phone last saw with their numbers, and the person's saved card.
 */
export function SosOffline({ canSend }: { canSend: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6" data-testid="sos-offline">
      <Card className="flex flex-col gap-4">
        <h2 className="flex items-center gap-2 text-xl font-bold text-red-800">
          <WifiOff aria-hidden="true" className="size-6 shrink-0" />
          {t('offline.sos.offlineTitle')}
        </h2>
        <p className="text-slate-700">{t('offline.sos.offlineBody')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <a
            href={`tel:${EMERGENCY_PHONE}`}
            data-testid="call-112"
            className={`${callLink} border-red-200 bg-red-50 text-red-900 hover:bg-red-100`}
          >
            <Phone aria-hidden="true" className="size-5 shrink-0" />
            {t('offline.sos.call112')}
          </a>
          <a
            href={`tel:${AMBULANCE_PHONE}`}
            data-testid="call-108"
            className={`${callLink} border-red-200 bg-red-50 text-red-900 hover:bg-red-100`}
          >
            <Ambulance aria-hidden="true" className="size-5 shrink-0" />
            {t('offline.sos.call108')}
          </a>
        </div>
        {canSend && (
          // The button stays where people expect it, but says why it does nothing now.
          <button
            type="button"
            disabled
            data-testid="sos-button"
            className="flex min-h-12 cursor-not-allowed items-center justify-center gap-2 rounded-full bg-slate-300 px-6 py-3 text-lg font-bold text-slate-700"
          >
            <Siren aria-hidden="true" className="size-6" />
            {t('offline.sos.buttonOffline')}
          </button>
        )}
      </Card>
      <SavedBanks />
      <SavedCard />
    </div>
  );
}

/** A directory entry often lists several numbers ("03192 230628, 9434266561"): one call link each. */
function phonesOf(listed: string | null): string[] {
  return (listed ?? '')
    .split(/[,;/]/)
    .map((phone) => phone.trim())
    .filter((phone) => /\d{3}/.test(phone));
}

function SavedBanks() {
  const { t } = useTranslation();
  const saved = readBanks();
  return (
    <Card className="flex flex-col gap-3" data-testid="saved-banks">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Building2 aria-hidden="true" className="size-5 shrink-0 text-red-700" />
        {t('offline.sos.banksTitle')}
      </h2>
      {!saved ? (
        <p className="text-slate-700">{t('offline.sos.banksNone')}</p>
      ) : (
        <>
          <LastUpdated at={saved.savedAt} />
          <ul className="flex flex-col divide-y divide-slate-100">
            {saved.data.map((bank) => (
              <li key={bank.bank_id} className="flex flex-col gap-1 py-3" data-testid="saved-bank">
                <p className="font-medium text-slate-900">{bank.name}</p>
                <p className="text-sm text-slate-600">
                  {[
                    bank.address ?? bank.city,
                    bank.distance_km === null ? null : t('offline.sos.distance', { km: bank.distance_km }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {phonesOf(bank.phone).length > 0 ? (
                  <div className="flex flex-wrap gap-x-4">
                    {phonesOf(bank.phone).map((phone) => (
                      <a
                        key={phone}
                        href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                        className="inline-flex min-h-11 items-center gap-2 font-semibold text-red-800 underline underline-offset-2"
                      >
                        <Phone aria-hidden="true" className="size-4 shrink-0" />
                        {t('offline.sos.callBank', { phone })}
                      </a>
                    ))}
                  </div>
                ) : (
                  <p className="text-sm text-slate-600">{t('offline.sos.noPhone')}</p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
