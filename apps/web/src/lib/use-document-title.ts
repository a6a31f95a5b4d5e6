import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<page> · RaktSetu" (or just the page title when `standalone`). */
export function useDocumentTitle(page: string, standalone = false): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = standalone ? page : t('common.documentTitle', { page });
  }, [page, standalone, t]);
}
