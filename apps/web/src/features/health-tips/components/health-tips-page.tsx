import type { HealthTip } from '@raktsetu/shared';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { formatIsoDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useHealthTips } from '../api/health-tips-api.ts';

/** /app/health-tips: CareBot's reviewed articles for the user's role, searchable, each with its source. */
export function HealthTipsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('healthTips.title'));
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const query = useHealthTips(q);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
  };
  const tips = query.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('healthTips.title')}>
        <p className="text-slate-700">{t('healthTips.intro')}</p>
      </PageHeader>
      <form role="search" onSubmit={search} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Input
          label={t('healthTips.searchLabel')}
          type="search"
          value={draft}
          maxLength={100}
          onChange={(event) => setDraft(event.target.value)}
          className="sm:min-w-80"
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" className="size-4" />
          {t('healthTips.search')}
        </Button>
      </form>
      {query.isPending && <LoadingScreen message={t('healthTips.loading')} />}
      {query.isError && (
        <Alert tone="error">
          <p>{t('healthTips.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {query.isSuccess && tips.length === 0 && (
        <Card className="text-center" data-testid="health-tips-empty">
          <p className="text-slate-700">{q ? t('healthTips.noMatch', { q }) : t('healthTips.empty')}</p>
        </Card>
      )}
      {tips.length > 0 && (
        <ul aria-label={t('healthTips.listLabel')} className="flex flex-col gap-4">
          {tips.map((tip) => (
            <li key={tip.id}>
              <TipCard tip={tip} />
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-600">{t('healthTips.disclaimer')}</p>
    </div>
  );
}

/** The lead paragraph (with what it introduces, when it ends in a colon) and the rest, which folds away. */
function splitLead(body: string): { shown: string[]; rest: string[] } {
  const paragraphs = body.split(/\n\s*\n/);
  let count = 1;
  while (count < paragraphs.length && paragraphs[count - 1]!.trimEnd().endsWith(':')) count += 1;
  return { shown: paragraphs.slice(0, count), rest: paragraphs.slice(count) };
}

function TipCard({ tip }: { tip: HealthTip }) {
  const { t, i18n } = useTranslation();
  const { shown, rest } = splitLead(tip.body);
  // The server sends a tip in English when its article is not yet translated into the page's language.
  const written = tip.language ?? 'en';
  const untranslated = written !== i18n.language;
  return (
    <Card as="article" lang={written} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{tip.title}</h2>
      {untranslated && (
        <p lang={i18n.language} className="text-sm text-slate-600" data-testid="tip-not-translated">
          {t('tipLanguage.notTranslated')}
        </p>
      )}
      {shown.map((paragraph) => (
        <p key={paragraph} className="whitespace-pre-line text-slate-700">
          {paragraph}
        </p>
      ))}
      {/* The rest folds away: thirty whole articles make a wall of text on a phone. */}
      {rest.length > 0 && (
        <details className="group">
          <summary className="min-h-10 cursor-pointer font-medium text-red-800 underline-offset-2 hover:underline">
            <span className="group-open:hidden">{t('healthTips.readMore')}</span>
            <span className="hidden group-open:inline">{t('healthTips.readLess')}</span>
          </summary>
          <div className="flex flex-col gap-3 pt-2">
            {rest.map((paragraph) => (
              <p key={paragraph} className="whitespace-pre-line text-slate-700">
                {paragraph}
              </p>
            ))}
          </div>
        </details>
      )}
      <p lang={i18n.language} className="text-sm text-slate-600">
        {t('healthTips.source', {
          organisation: tip.source.organisation,
          document: tip.source.document,
          year: tip.source.year,
        })}
        {' · '}
        {t('healthTips.reviewed', { date: formatIsoDate(tip.reviewed) })}
      </p>
    </Card>
  );
}
