import type { AuditEntry } from '@raktsetu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { AUDIT_PAGE_SIZE, useAuditTrail } from '../api/coordinator-api.ts';
import { auditActionLabel, auditSubjectLabel, roleLabel } from '../coordinator-format.ts';
import { SectionEmpty } from './section-empty.tsx';

/** Every coordinator action, newest first, a page at a time: when, who (as they were then), what, and on what. */
export function AuditTrail() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useAuditTrail(page);

  if (query.isPending) return <LoadingScreen message={t('coordinator.audit.loading')} />;
  if (query.isError) {
    return (
      <Alert tone="error" data-testid="audit-error">
        <p>{t('coordinator.audit.loadFailed')}</p>
        <p className="mt-1 font-normal">{errorMessage(query.error, t, '')}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const { items, total } = query.data;
  if (total === 0) return <SectionEmpty>{t('coordinator.audit.empty')}</SectionEmpty>;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  return (
    <Card className="flex flex-col gap-4">
      <ul className="flex flex-col divide-y divide-slate-100" aria-label={t('coordinator.audit.listLabel')}>
        {items.map((entry) => (
          <AuditRow key={entry.audit_id} entry={entry} />
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage} label={t('coordinator.audit.pager')} />
    </Card>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0" data-testid="audit-entry">
      <span className="font-medium text-slate-900">{auditActionLabel(t, entry.action)}</span>
      <span className="text-sm break-all text-slate-700">
        {auditSubjectLabel(t, entry.subject_type)}: {entry.subject_id}
      </span>
      <span className="text-sm text-slate-600">
        {t('coordinator.audit.by', { name: entry.actor_name, role: roleLabel(t, entry.actor_role) })} ·{' '}
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
      </span>
    </li>
  );
}
