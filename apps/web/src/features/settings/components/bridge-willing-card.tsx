import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { saveBridgeWilling } from '../api/settings-api.ts';

/**
 * Donors only: whether patients nearby who need blood regularly may invite them to their Blood Bridge
 * (docs/product.md "Blood Bridge"). Saved as soon as it is switched, like the e-mail preferences.
 */
export function BridgeWillingCard() {
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
    <Card as="section" aria-labelledby="bridge-willing-heading" className="flex flex-col gap-4">
      <h2 id="bridge-willing-heading" className="text-lg font-semibold text-slate-900">
        {t('bridgeMembership.willing.title')}
      </h2>
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
    </Card>
  );
}
