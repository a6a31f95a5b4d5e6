import { zodResolver } from '@hookform/resolvers/zod';
import { REPORT_REASONS, REPORT_SUBJECTS, reportSchema, type ReportInput } from '@raktsetu/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../lib/error-message.ts';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';
import { Select } from '../ui/select.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { sendReport } from './report-api.ts';

export type ReportSubjectType = (typeof REPORT_SUBJECTS)[number];

export interface ReportSubject {
  type: ReportSubjectType;
  id: string;
}

const FIELDS = ['subject_type', 'subject_id', 'reason', 'details'] as const;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** A pasted page address (…/app/requests/<id>) counts as its id, since that is what people can copy. */
function subjectIdOf(value: string): string {
  return UUID.exec(value)?.[0] ?? value.trim();
}

/** The form's state: react-hook-form with the shared schema, the sending, and the server's thank-you or error. */
function useReportForm(subject: ReportSubject | undefined) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReportInput, unknown, z.output<typeof reportSchema>>({
    resolver: zodResolver(reportSchema),
    defaultValues: {
      subject_type: subject?.type ?? 'request',
      subject_id: subject?.id ?? '',
      reason: '' as ReportInput['reason'],
      details: '',
    },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setSent(await sendReport({ ...values, subject_id: subjectIdOf(values.subject_id) }));
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
      setFormError(errorMessage(error, t, t('report.failed')));
    }
  });

  return { sent, formError, register, errors, isSubmitting, onSubmit };
}

function ReportSent({ message, onDone }: { message: string; onDone?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="success" data-testid="report-sent">
        {message}
      </Alert>
      {onDone && (
        <Button variant="secondary" className="self-end" onClick={onDone}>
          {t('common.close')}
        </Button>
      )}
    </div>
  );
}

/**
 * Report a problem: what it is about (fixed when reached from a request page or a donor card), the reason, and
 * details. After sending, the server's thank-you replaces the form.
 */
export function ReportForm({ subject, onDone }: { subject?: ReportSubject; onDone?: () => void }) {
  const { t } = useTranslation();
  const { sent, formError, register, errors, isSubmitting, onSubmit } = useReportForm(subject);

  if (sent) return <ReportSent message={sent} onDone={onDone} />;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {!subject && (
        <>
          <Select label={t('report.subjectType')} error={errors.subject_type?.message} {...register('subject_type')}>
            {REPORT_SUBJECTS.map((type) => (
              <option key={type} value={type}>
                {t(`report.subjects.${type}`)}
              </option>
            ))}
          </Select>
          <Input
            label={t('report.subjectId')}
            hint={t('report.subjectIdHint')}
            error={errors.subject_id?.message}
            required
            {...register('subject_id')}
          />
        </>
      )}
      <Select label={t('report.reason')} error={errors.reason?.message} required {...register('reason')}>
        <option value="">{t('report.chooseReason')}</option>
        {REPORT_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`report.reasons.${reason}`)}
          </option>
        ))}
      </Select>
      <Textarea
        label={t('report.details')}
        hint={t('report.detailsHint')}
        error={errors.details?.message}
        rows={4}
        {...register('details')}
      />
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onDone && (
          <Button type="button" variant="secondary" onClick={onDone}>
            {t('report.cancel')}
          </Button>
        )}
        <Button type="submit" loading={isSubmitting} loadingText={t('report.sending')}>
          {t('report.send')}
        </Button>
      </div>
    </form>
  );
}
