import i18n, { defaultNS, loadMoreMessages } from './index.ts';
import enMore from './locales/en-more.ts';

// Every text at once, for the component tests, which render pages directly rather than through lib/lazy-page.ts:
// English now, and any language a test switches to with its "more" part too.
i18n.addResourceBundle('en', defaultNS, enMore, true, false);
void loadMoreMessages();

export default i18n;
