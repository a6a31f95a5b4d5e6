import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePushDevice, type PushDeviceState } from '../hooks/use-push-device.ts';

type Result = { tone: 'success' | 'error' | 'info'; message: string };

/**
 * Notifications on this device (web push): everyone signed in may turn them on — donors for SOS alerts near them,
 * patients for answers to their requests, staff and admins for their few notices. Each device is its own choice.
 */
export function PushDeviceCard() {
  const { t } = useTranslation();
  const { state, enable, disable } = usePushDevice();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  const run = async (action: 'enable' | 'disable') => {
    setBusy(true);
    setResult(null);
    try {
      if (action === 'disable') {
        await disable();
        setResult({ tone: 'success', message: t('push.device.disabled') });
        return;
      }
      const outcome = await enable();
      if (outcome === 'on') setResult({ tone: 'success', message: t('push.device.enabled') });
      if (outcome === 'dismissed') setResult({ tone: 'info', message: t('push.device.dismissed') });
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error, t, t('push.device.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="push-device-heading" className="flex flex-col gap-4">
      <h2 id="push-device-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <BellRing aria-hidden="true" className="size-5 shrink-0 text-red-700" />
        {t('push.device.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('push.device.intro')}</p>
      <DeviceState state={state} />
      {(state === 'on' || state === 'off') && (
        <div>
          {state === 'off' ? (
            <Button loading={busy} loadingText={t('push.device.working')} onClick={() => void run('enable')}>
              {t('push.device.enable')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              loading={busy}
              loadingText={t('push.device.working')}
              onClick={() => void run('disable')}
            >
              {t('push.device.disable')}
            </Button>
          )}
        </div>
      )}
      {result && (
        <Alert tone={result.tone} data-testid="push-device-result">
          {result.message}
        </Alert>
      )}
    </Card>
  );
}

/** What the device's state means, in words; the blocked and unsupported states say what the person can do. */
function DeviceState({ state }: { state: PushDeviceState }) {
  const { t } = useTranslation();
  switch (state) {
    case 'checking':
      return (
        <p className="text-sm text-slate-600" role="status">
          {t('push.device.checking')}
        </p>
      );
    case 'on':
      return (
        <p className="text-sm font-medium text-green-800" data-testid="push-device-state">
          {t('push.device.statusOn')}
        </p>
      );
    case 'off':
      return (
        <p className="text-sm font-medium text-slate-800" data-testid="push-device-state">
          {t('push.device.statusOff')}
        </p>
      );
    case 'denied':
      return <Alert tone="error">{t('push.device.denied')}</Alert>;
    case 'no-worker':
      return <Alert tone="info">{t('push.device.noWorker')}</Alert>;
    case 'unsupported':
      return <Alert tone="info">{t('push.device.unsupported')}</Alert>;
  }
}
