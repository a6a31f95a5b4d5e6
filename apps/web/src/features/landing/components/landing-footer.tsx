import { SUPPORT_EMAIL } from '@raktsetu/shared';
import { useTranslation } from 'react-i18next';
import { BrandLink } from '../../../components/layout/brand-link.tsx';

interface FooterLink {
  label: string;
  href: string;
}

function FooterColumn({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <nav aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
        {title}
      </h2>
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-flex min-h-8 items-center rounded text-slate-700 underline-offset-4 hover:text-red-800 hover:underline"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function LandingFooter() {
  const { t } = useTranslation();
  const reportSubject = encodeURIComponent(t('landing.footer.reportProblemSubject'));
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-12 sm:px-6">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          <div className="flex flex-col gap-3">
            <BrandLink />
            <p className="text-sm text-slate-700">{t('landing.footer.about')}</p>
          </div>
          <FooterColumn
            id="footer-platform"
            title={t('landing.footer.platform')}
            links={[
              { label: t('landing.footer.features'), href: '#features' },
              { label: t('landing.footer.howItWorks'), href: '#how-it-works' },
              { label: t('landing.footer.impact'), href: '#impact' },
              { label: t('landing.footer.getStarted'), href: '#get-started' },
            ]}
          />
          <FooterColumn
            id="footer-support"
            title={t('landing.footer.support')}
            links={[
              { label: t('landing.footer.contactSupport'), href: `mailto:${SUPPORT_EMAIL}` },
              { label: t('landing.footer.reportProblem'), href: `mailto:${SUPPORT_EMAIL}?subject=${reportSubject}` },
            ]}
          />
          <FooterColumn
            id="footer-legal"
            title={t('landing.footer.legal')}
            links={[
              { label: t('landing.footer.noPayment'), href: '#no-payment' },
              { label: t('landing.footer.medicalDisclaimer'), href: '#medical-disclaimer' },
              { label: t('landing.footer.dataSources'), href: '#data-sources' },
            ]}
          />
        </div>
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-8 text-sm text-slate-700">
          <p id="no-payment">{t('landing.footer.noPaymentText')}</p>
          <p id="medical-disclaimer">{t('landing.footer.medicalDisclaimerText')}</p>
          <p id="data-sources">{t('landing.footer.attribution')}</p>
          <p>{t('landing.footer.openSource')}</p>
        </div>
      </div>
    </footer>
  );
}
