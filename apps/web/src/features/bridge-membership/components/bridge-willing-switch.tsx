import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { saveBridgeWilling } from '../api/bridge-membership-api.ts';

/**
 * The donor's "willing to join a Blood Bridge" setting, saved as soon as it is switched (the settings page has
 * the same switch; features do not share components, docs/ARCHITECTURE.md).
 */
export function BridgeWillingSwitch() {
  const { t } = useTranslation();
  const { profile, setProfile } = useAuth();
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  if (profile?.user_type !== 'Donor') return null;

  const save = async (value: boolean) => {
    setSaving(true);
    setResult(null);
    try {
      setProfile(await saveBridgeWilling(value));
      setResult({ tone: 'success', message: t('bridgeMembership.willing.saved') });
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error, t, t('bridgeMembership.willing.failed')) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Switch
        label={t('bridgeMembership.willing.label')}
        hint={t('bridgeMembership.willing.hint')}
        checked={profile.bridge_willing ?? false}
        disabled={saving}
        onCheckedChange={(value) => void save(value)}
      />
      {result && (
        <Alert tone={result.tone} data-testid="bridge-willing-result">
          {result.message}
        </Alert>
      )}
    </div>
  );
}
