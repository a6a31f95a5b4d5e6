import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';

const FAQ_KEYS = ['sos', 'phone', 'banks', 'rewards', 'eligibility', 'carebot', 'chats', 'reporting', 'money'] as const;

/** Frequently asked questions as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function HelpFaqs() {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="faq-heading" className="flex flex-col gap-2">
      <h2 id="faq-heading" className="text-lg font-semibold text-slate-900">
        {t('help.faqTitle')}
      </h2>
      <div className="flex flex-col divide-y divide-slate-100">
        {FAQ_KEYS.map((key) => (
          <details key={key} className="group py-2">
            {/* A flex summary loses the browser's marker, so the chevron says it opens. */}
            <summary className="flex min-h-10 cursor-pointer list-none items-center justify-between gap-3 font-medium text-slate-900">
              {t(`help.faqs.${key}.q`)}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pt-1 pb-2 text-slate-700">{t(`help.faqs.${key}.a`)}</p>
          </details>
        ))}
      </div>
    </Card>
  );
}
