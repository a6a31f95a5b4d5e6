import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SavedCard } from '../../../components/app-shell/saved-card.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { ProfileStatus } from '../../../lib/auth/auth-context.ts';

/**
 * Stands in for the profile while it loads, or offers a retry when loading it failed — with the card this phone
 * saved, so a donor or patient can still read their group and dates with no connection.
 */
export function ProfileUnavailable({ status, onRetry }: { status: ProfileStatus; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Card className="flex flex-col items-start gap-3">
        {status === 'error' ? (
          <>
            <Alert tone="error">{t('profile.loadFailed')}</Alert>
            <Button variant="secondary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </>
        ) : (
          <p role="status" className="text-slate-700">
            {t('profile.loading')}
          </p>
        )}
      </Card>
      {status === 'error' && <SavedCard />}
    </>
  );
}
