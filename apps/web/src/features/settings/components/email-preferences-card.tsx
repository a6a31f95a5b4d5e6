import { Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { saveEmailPreferences } from '../api/settings-api.ts';

type Preference = 'email_alerts' | 'email_notices';

/**
 * E-mail preferences, each saved as soon as it is switched: SOS alerts always go out by e-mail (a life may
 * depend on them), other request alerts are a donor's choice, notices everyone's.
 */
export function EmailPreferencesCard() {
  const { t } = useTranslation();
  const { profile, setProfile } = useAuth();
  const [saving, setSaving] = useState<Preference | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  if (!profile) return null;
  const isDonor = profile.user_type === 'Donor';

  const save = async (name: Preference, value: boolean) => {
    setSaving(name);
    setResult(null);
    try {
      const saved = await saveEmailPreferences({ [name]: value });
      setProfile(saved.profile);
      setResult({ tone: 'success', message: t('settings.email.saved') });
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error, t, t('settings.email.failed')) });
    } finally {
      setSaving(null);
    }
  };

  return (
    <Card as="section" aria-labelledby="email-preferences-heading" className="flex flex-col gap-4">
      <h2 id="email-preferences-heading" className="text-lg font-semibold text-slate-900">
        {t('settings.email.title')}
      </h2>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('settings.email.sosAlways')}
      </p>
      {isDonor && (
        <Switch
          label={t('settings.email.alerts')}
          hint={t('settings.email.alertsHint')}
          checked={profile.email_alerts ?? true}
          disabled={saving !== null}
          onCheckedChange={(value) => void save('email_alerts', value)}
        />
      )}
      <Switch
        label={t('settings.email.notices')}
        checked={profile.email_notices}
        disabled={saving !== null}
        onCheckedChange={(value) => void save('email_notices', value)}
      />
      {result && (
        <Alert tone={result.tone} data-testid="email-preferences-result">
          {result.message}
        </Alert>
      )}
    </Card>
  );
}
