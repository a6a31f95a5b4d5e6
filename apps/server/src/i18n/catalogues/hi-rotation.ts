import type { MessageCatalogue } from '@raktsetu/shared';

/** Hindi for what the server says in features/bridge (rotation), by English msgid. */
export const HI_ROTATION: MessageCatalogue = {
  'This date is not asked of you.': 'यह तारीख़ आपसे नहीं माँगी गई है।',
  'This date is not in your Blood Bridge.': 'यह तारीख़ आपके ब्लड ब्रिज में नहीं है।',
  'Only a date a donor confirmed can be marked.': 'केवल वही तारीख़ दर्ज की जा सकती है जिसकी किसी डोनर ने पुष्टि की हो।',
  'You can mark this date on or after its donation date.': 'आप यह तारीख़ उसके रक्तदान के दिन या उसके बाद ही दर्ज कर सकते हैं।',
  'This date was already marked otherwise.': 'यह तारीख़ पहले ही अलग तरह से दर्ज की जा चुकी है।',
  'Only donors can answer a Blood Bridge date.': 'ब्लड ब्रिज की तारीख़ का जवाब केवल डोनर दे सकते हैं।',
  'Only the patient can mark a Blood Bridge date.': 'ब्लड ब्रिज की तारीख़ केवल मरीज़ दर्ज कर सकते हैं।',
};
