import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { ReportForm, type ReportSubject } from './report-form.tsx';

/** A quiet "Report" button that opens Report a problem about one request or person. */
export function ReportLink({ subject, label }: { subject: ReportSubject; label?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={label}>
        <Flag aria-hidden="true" className="size-4" />
        {t('report.link')}
      </Button>
      {open && (
        <Dialog
          open
          onClose={() => setOpen(false)}
          title={t(`report.dialogTitle.${subject.type}`)}
          description={t('report.dialogBody')}
        >
          <ReportForm subject={subject} onDone={() => setOpen(false)} />
        </Dialog>
      )}
    </>
  );
}
