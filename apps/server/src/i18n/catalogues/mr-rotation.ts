import type { MessageCatalogue } from '@raktsetu/shared';

/** Marathi for what the server says in features/bridge (rotation), by English msgid. */
export const MR_ROTATION: MessageCatalogue = {
  'This date is not asked of you.': 'ही तारीख तुमच्याकडे मागितलेली नाही.',
  'This date is not in your Blood Bridge.': 'ही तारीख तुमच्या ब्लड ब्रिजमध्ये नाही.',
  'Only a date a donor confirmed can be marked.': 'फक्त रक्तदात्याने होकार दिलेली तारीखच नोंदवता येते.',
  'You can mark this date on or after its donation date.': 'ही तारीख तुम्ही रक्तदानाच्या दिवशी किंवा त्यानंतरच नोंदवू शकता.',
  'This date was already marked otherwise.': 'ही तारीख आधीच वेगळ्या प्रकारे नोंदवली गेली आहे.',
  'Only donors can answer a Blood Bridge date.': 'ब्लड ब्रिजच्या तारखेला फक्त रक्तदातेच उत्तर देऊ शकतात.',
  'Only the patient can mark a Blood Bridge date.': 'ब्लड ब्रिजची तारीख फक्त रुग्णच नोंदवू शकतात.',
};
