import { FileDown, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useImportStock } from '../api/bank-api.ts';
import { STOCK_CSV_TEMPLATE } from '../stock-grid.ts';

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`${STOCK_CSV_TEMPLATE}\n`)}`;

interface Failure {
  message: string;
  /** The server's message per line of the file that cannot be used. */
  lines: string[];
}

/** Bulk update from a CSV (blood_group,component,units_available): all lines are saved, or none. */
export function StockImportCard({ bankId }: { bankId: number }) {
  const { t } = useTranslation();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const mutation = useImportStock(bankId, {
    success: (result) => result.message,
    failure: t('bank.csv.failed'),
    inPlace: (message, error) => {
      // A single wrong line is already the message itself: list the lines only when they add something.
      const lines = isApiError(error) ? (error.details ?? []).map((detail) => detail.message) : [];
      setFailure({ message, lines: lines.filter((line) => !message.includes(line)) });
    },
  });

  async function upload() {
    setFailure(null);
    if (!file) {
      setFailure({ message: t('bank.csv.chooseFile'), lines: [] });
      return;
    }
    mutation.mutate(await file.text(), {
      onSuccess: () => {
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
      },
    });
  }

  return (
    <Card as="section" aria-labelledby="stock-csv-heading" className="flex flex-col gap-4" data-testid="stock-csv">
      <div className="flex flex-col gap-1">
        <h2 id="stock-csv-heading" className="text-lg font-semibold text-slate-900">
          {t('bank.csv.heading')}
        </h2>
        <p className="text-sm text-slate-700">{t('bank.csv.intro')}</p>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
          {t('bank.csv.file')}
        </label>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            setFailure(null);
            setFile(event.target.files?.[0] ?? null);
          }}
          className="block w-full max-w-md text-sm text-slate-800 file:mr-3 file:min-h-10 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:font-semibold file:text-slate-900 hover:file:bg-slate-50"
        />
      </div>
      {failure && (
        <Alert tone="error" data-testid="stock-csv-error">
          <p>{failure.message}</p>
          {failure.lines.length > 0 && (
            <ul className="mt-2 list-disc pl-5 font-normal">
              {failure.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={() => void upload()} loading={mutation.isPending} loadingText={t('bank.csv.uploading')}>
          <Upload aria-hidden="true" className="size-4" />
          {t('bank.csv.upload')}
        </Button>
        <a href={TEMPLATE_HREF} download="stock-template.csv" className={buttonClasses({ variant: 'secondary' })}>
          <FileDown aria-hidden="true" className="size-4" />
          {t('bank.csv.template')}
        </a>
      </div>
    </Card>
  );
}
