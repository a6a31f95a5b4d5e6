import type { Translation } from './define-area.ts';

/**
 * Health tips are CareBot's articles; the server answers with the reader's language when an article has been
 * translated, else in English, and the tip says which. A tip in English on a Hindi or Marathi page says why.
 */
export const en = {
  tipLanguage: {
    notTranslated: 'Not yet translated: shown in English.',
  },
};

export const hi: Translation<typeof en> = {
  tipLanguage: {
    notTranslated: 'इसका हिंदी अनुवाद अभी नहीं हुआ है, इसलिए यह अंग्रेज़ी में है।',
  },
};

export const mr: Translation<typeof en> = {
  tipLanguage: {
    notTranslated: 'याचे मराठी भाषांतर अजून झालेले नाही, म्हणून हे इंग्रजीत आहे.',
  },
};
