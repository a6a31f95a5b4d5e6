import { EMERGENCY_PHONE, SUPPORT_EMAIL } from '@raktsetu/shared';
import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { ReportForm } from '../../../components/report/report-form.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { HelpFaqs } from './help-faqs.tsx';

/** India's ambulance number (112 is the all-emergencies number). */
const AMBULANCE_PHONE = '108';
const HOW_STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** /app/help: how RaktSetu works, FAQs, whom to call, and Report a problem. */
export function HelpPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('help.title'));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('help.title')}>
        <p className="text-slate-700">{t('help.intro')}</p>
      </PageHeader>
      <EmergencyCard />
      {/* The alert brings its own icon. */}
      <Alert tone="info">
        <p className="font-medium">{t('help.neverPay')}</p>
      </Alert>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <HowItWorks role="patients" />
        <HowItWorks role="donors" />
      </div>
      <HelpFaqs />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card as="section" aria-labelledby="report-heading" className="flex flex-col gap-3">
          <h2 id="report-heading" className="text-lg font-semibold text-slate-900">
            {t('help.reportTitle')}
          </h2>
          <p className="text-sm text-slate-700">{t('help.reportIntro')}</p>
          <ReportForm />
        </Card>
        <Card as="section" aria-labelledby="contact-heading" className="flex flex-col gap-3">
          <h2 id="contact-heading" className="text-lg font-semibold text-slate-900">
            {t('help.contactTitle')}
          </h2>
          <p className="text-sm text-slate-700">{t('help.contactIntro')}</p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="inline-flex min-h-10 items-center gap-2 self-start font-semibold break-all text-red-800 underline underline-offset-4 hover:text-red-900"
          >
            <Mail aria-hidden="true" className="size-5 shrink-0" />
            {SUPPORT_EMAIL}
          </a>
        </Card>
      </div>
    </div>
  );
}

function EmergencyCard() {
  const { t } = useTranslation();
  const numbers = [
    { number: EMERGENCY_PHONE, label: t('help.call112') },
    { number: AMBULANCE_PHONE, label: t('help.call108') },
  ];
  return (
    <Card as="section" aria-labelledby="emergency-heading" className="flex flex-col gap-3 border-red-200 bg-red-50">
      <h2 id="emergency-heading" className="text-lg font-semibold text-red-900">
        {t('help.emergencyTitle')}
      </h2>
      <div className="flex flex-col gap-2 sm:flex-row">
        {numbers.map(({ number, label }) => (
          <a
            key={number}
            href={`tel:${number}`}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
          >
            <Phone aria-hidden="true" className="size-5" />
            {label}
          </a>
        ))}
      </div>
    </Card>
  );
}

function HowItWorks({ role }: { role: 'patients' | 'donors' }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby={`how-${role}`} className="flex flex-col gap-3">
      <h2 id={`how-${role}`} className="text-lg font-semibold text-slate-900">
        {t(`help.how.${role}.title`)}
      </h2>
      <ol className="list-decimal space-y-2 pl-5 text-slate-700">
        {HOW_STEPS.map((step) => (
          <li key={step}>{t(`help.how.${role}.${step}`)}</li>
        ))}
      </ol>
    </Card>
  );
}
