import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** Admins have no patient or donor figures: their home points to what they manage. */
export function AdminHome() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('dashboard.admin.title')}>
        <p className="text-slate-700">{t('dashboard.admin.intro')}</p>
      </PageHeader>
      <Card className="flex flex-col gap-3 sm:flex-row" data-testid="admin-home">
        <ButtonLink to="/app/admin/partners">{t('dashboard.admin.partners')}</ButtonLink>
        <ButtonLink to="/app/blood-banks" variant="secondary">
          {t('dashboard.admin.bloodBanks')}
        </ButtonLink>
      </Card>
    </div>
  );
}
