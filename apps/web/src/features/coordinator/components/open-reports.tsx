import type { CoordinatorOverview } from '@raktsetu/shared';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTimeAgo } from '../../../lib/use-time-ago.ts';
import { useMarkReportHandled } from '../api/coordinator-api.ts';
import { firstName, reportReasonLabel, reportSubjectLabel } from '../coordinator-format.ts';
import { SectionEmpty } from './section-empty.tsx';

type OpenReport = CoordinatorOverview['reports'][number];

/** Reports users filed, oldest concern first as the server sends them; "Mark handled" takes one off the list. */
export function OpenReports({ reports }: { reports: OpenReport[] }) {
  const { t } = useTranslation();
  if (reports.length === 0) return <SectionEmpty>{t('coordinator.reports.empty')}</SectionEmpty>;
  return (
    <ul className="flex flex-col gap-4">
      {reports.map((report) => (
        <li key={report.report_id}>
          <ReportCard report={report} />
        </li>
      ))}
    </ul>
  );
}

function ReportCard({ report }: { report: OpenReport }) {
  const { t } = useTranslation();
  const timeAgo = useTimeAgo();
  const handled = useMarkReportHandled({
    success: () => t('coordinator.reports.handled'),
    failure: t('coordinator.reports.failed'),
  });
  const subject = reportSubjectLabel(t, report.subject_type);
  const headingId = `report-${report.report_id}`;
  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between"
      data-testid="open-report"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {reportReasonLabel(t, report.reason)}
        </h2>
        <p className="text-sm break-all text-slate-700">
          {t('coordinator.reports.subject', { subject, id: report.subject_id })}
        </p>
        <p className="break-words whitespace-pre-line text-slate-800">
          {report.details ?? t('coordinator.reports.noDetails')}
        </p>
        <p className="text-sm text-slate-600">
          {t('coordinator.reports.reporter', { name: firstName(report.reporter_name) })} ·{' '}
          <time dateTime={report.created_at} title={formatDateTime(report.created_at)}>
            {timeAgo(report.created_at)}
          </time>
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0 self-start"
        onClick={() => handled.mutate(report.report_id)}
        loading={handled.isPending}
        aria-label={t('coordinator.reports.markHandledLabel', { reason: reportReasonLabel(t, report.reason) })}
      >
        <Check aria-hidden="true" className="size-4" />
        {t('coordinator.reports.markHandled')}
      </Button>
    </Card>
  );
}
