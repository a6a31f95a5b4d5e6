import { Building2, ListChecks, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, buttonClasses } from '../ui/button.tsx';

/**
 * Shown under a refused request or SOS (too many open, or too many today): a family in an emergency must still
 * have somewhere to go — 112, a blood bank, or the requests they already have open.
 */
export function LimitNextSteps() {
  const { t } = useTranslation();
  return (
    <div className="mt-3 flex flex-wrap gap-2" data-testid="limit-next-steps">
      <a href="tel:112" className={buttonClasses({ variant: 'danger', size: 'sm' })}>
        <Phone aria-hidden="true" className="size-4" />
        {t('requests.limits.call112')}
      </a>
      <ButtonLink to="/app/blood-banks" variant="secondary" size="sm">
        <Building2 aria-hidden="true" className="size-4" />
        {t('requests.limits.bloodBanks')}
      </ButtonLink>
      <ButtonLink to="/app/requests" variant="secondary" size="sm">
        <ListChecks aria-hidden="true" className="size-4" />
        {t('requests.limits.myRequests')}
      </ButtonLink>
    </div>
  );
}
