import { Droplet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function BrandLink({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      aria-label={t('brand.homeLink')}
      className="flex shrink-0 items-center gap-1.5 rounded-lg text-lg font-bold tracking-tight text-slate-900"
    >
      <Droplet aria-hidden="true" className="size-6 fill-red-700 text-red-700" />
      <span>{t('brand.name')}</span>
    </Link>
  );
}
