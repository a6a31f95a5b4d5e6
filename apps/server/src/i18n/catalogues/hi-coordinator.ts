import type { MessageCatalogue } from '@raktsetu/shared';

/** Hindi for what the server says in features/coordinator (coordinator), by English msgid. */
export const HI_COORDINATOR: MessageCatalogue = {
  'Your staff account is waiting for a coordinator to verify it.':
    'आपका स्टाफ़ खाता अभी किसी कोऑर्डिनेटर के सत्यापन की प्रतीक्षा में है।',
  'Only RaktSetu coordinators can see and do this.': 'इसे केवल RaktSetu कोऑर्डिनेटर देख और कर सकते हैं।',
  'Blood Bridge not found.': 'ब्लड ब्रिज नहीं मिला।',
  'Report not found.': 'रिपोर्ट नहीं मिली।',
  'No blood bank staff account has this id.': 'इस आईडी का कोई ब्लड बैंक स्टाफ़ खाता नहीं है।',
  'Message sent to 1 donor.': 'संदेश 1 डोनर को भेजा गया।',
  'Message sent to {{count}} donors.': 'संदेश {{count}} डोनरों को भेजा गया।',
  'You have sent {{max}} bridge messages in the last hour, the most we allow. You can send more {{wait}}.':
    'आपने पिछले एक घंटे में {{max}} ब्रिज संदेश भेजे हैं, जो हमारी तय सीमा है। आप {{wait}} और भेज सकेंगे।',
  'Report marked handled.': 'रिपोर्ट को निपटाया हुआ चिह्नित किया गया।',
  'Staff account verified: it can now change stock and confirm donations.':
    'स्टाफ़ खाता सत्यापित हो गया: अब यह स्टॉक बदल सकता है और रक्तदान की पुष्टि कर सकता है।',
};
