import { defineArea } from './define-area.ts';

/**
 * The language switcher (components/language): its label, and what it says when a language cannot load or cannot
 * be saved to the profile. The languages themselves are shown by their own names (LANGUAGE_NAMES).
 */
export default defineArea({
  en: {
    language: {
      label: 'Language',
      loadFailed: 'That language could not be loaded. Please check your connection and try again.',
      saveFailed:
        'The language changed on this device, but it could not be saved to your profile yet. We will try again the next time you open RaktSetu.',
    },
  },
  hi: {
    language: {
      label: 'भाषा',
      loadFailed: 'यह भाषा लोड नहीं हो सकी। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
      saveFailed:
        'इस डिवाइस पर भाषा बदल गई है, लेकिन अभी इसे आपकी प्रोफ़ाइल में सेव नहीं किया जा सका। अगली बार RaktSetu खोलने पर हम फिर से कोशिश करेंगे।',
    },
  },
  mr: {
    language: {
      label: 'भाषा',
      loadFailed: 'ही भाषा लोड होऊ शकली नाही. कृपया आपले इंटरनेट कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
      saveFailed:
        'या डिव्हाइसवर भाषा बदलली आहे, पण ती अजून आपल्या प्रोफाइलमध्ये सेव्ह करता आली नाही. पुढच्या वेळी RaktSetu उघडल्यावर आम्ही पुन्हा प्रयत्न करू.',
    },
  },
});
