import { MoonStar } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { saveQuietHours } from '../api/push-api.ts';

/** Minutes after midnight ↔ the "HH:MM" of a time input. */
export const toTimeValue = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const fromTimeValue = (value: string): number | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/**
 * Quiet hours (India time): notices other than SOS wait until they end. Saved with the profile, since the server
 * decides when each push goes (features/push on the server).
 */
export function QuietHoursCard() {
  const { t } = useTranslation();
  const { profile, setProfile } = useAuth();
  const [enabled, setEnabled] = useState(profile?.quiet_hours_enabled ?? true);
  const [from, setFrom] = useState(toTimeValue(profile?.quiet_hours_start ?? 1320));
  const [to, setTo] = useState(toTimeValue(profile?.quiet_hours_end ?? 420));
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  if (!profile) return null;

  const start = fromTimeValue(from);
  const end = fromTimeValue(to);
  const sameTimes = enabled && start !== null && start === end;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (start === null || end === null || sameTimes) return;
    setSaving(true);
    setResult(null);
    try {
      const saved = await saveQuietHours({
        quiet_hours_enabled: enabled,
        quiet_hours_start: start,
        quiet_hours_end: end,
      });
      setProfile(saved);
      setResult({ tone: 'success', message: t('push.quiet.saved') });
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error, t, t('push.quiet.failed')) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="quiet-hours-heading" className="flex flex-col gap-4">
      <h2 id="quiet-hours-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <MoonStar aria-hidden="true" className="size-5 shrink-0 text-slate-700" />
        {t('push.quiet.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('push.quiet.intro')}</p>
      <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900">{t('push.quiet.sosAlways')}</p>
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <Switch label={t('push.quiet.enabled')} checked={enabled} onCheckedChange={setEnabled} />
        <div className="grid grid-cols-2 gap-4">
          <Input
            type="time"
            label={t('push.quiet.from')}
            value={from}
            disabled={!enabled}
            required
            onChange={(e) => setFrom(e.target.value)}
          />
          <Input
            type="time"
            label={t('push.quiet.to')}
            value={to}
            disabled={!enabled}
            required
            error={sameTimes ? t('push.quiet.sameTimes') : undefined}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        <p className="text-xs text-slate-600">{t('push.quiet.timezone')}</p>
        <div>
          <Button
            type="submit"
            variant="secondary"
            loading={saving}
            loadingText={t('push.quiet.saving')}
            disabled={start === null || end === null || sameTimes}
          >
            {t('push.quiet.save')}
          </Button>
        </div>
      </form>
      {result && (
        <Alert tone={result.tone} data-testid="quiet-hours-result">
          {result.message}
        </Alert>
      )}
    </Card>
  );
}
