import i18n, { defaultNS } from './index.ts';
import enMore from './locales/en-more.ts';

// Every text at once, for the component tests, which render pages directly rather than through lib/lazy-page.ts.
i18n.addResourceBundle('en', defaultNS, enMore, true, false);

export default i18n;
