import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useRoleLabel } from '../use-role-label.ts';

export interface AccessDeniedPageProps {
  requiredRoles: readonly string[];
  userRole: string;
}

/** Shown in place of a page the user's role may not open; the surrounding layout provides <main>. */
export function AccessDeniedPage({ requiredRoles, userRole }: AccessDeniedPageProps) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  useDocumentTitle(t('auth.accessDenied.title'));
  return (
    <div className="flex justify-center px-4 py-16">
      <Card className="flex w-full max-w-md flex-col items-start gap-4">
        <ShieldAlert aria-hidden="true" className="size-10 text-red-700" />
        <h1 className="text-2xl font-bold text-slate-900">{t('auth.accessDenied.title')}</h1>
        <p className="text-slate-700">{t('auth.accessDenied.message')}</p>
        <ul className="flex flex-col gap-1 text-sm text-slate-700">
          <li>{t('auth.accessDenied.requiredRoles', { roles: requiredRoles.map(roleLabel).join(', ') })}</li>
          <li>{t('auth.accessDenied.yourRole', { role: roleLabel(userRole) })}</li>
        </ul>
        <ButtonLink to="/app/dashboard" variant="secondary">
          {t('common.backToDashboard')}
        </ButtonLink>
      </Card>
    </div>
  );
}
