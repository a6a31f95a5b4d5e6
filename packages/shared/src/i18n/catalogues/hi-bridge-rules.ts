import type { MessageCatalogue } from '../localize-message.ts';

/** Hindi for what the Blood Bridge and coordinator contracts say (contracts/bridge.ts, contracts/coordinator.ts). */
export const HI_BRIDGE_RULES: MessageCatalogue = {
  'Units per transfusion must be between 1 and 4': 'हर ट्रांसफ़्यूज़न की यूनिट 1 से 4 के बीच होनी चाहिए',
  'The interval must be between 7 and 90 days': 'अंतराल 7 से 90 दिनों के बीच होना चाहिए',
  'Enter a valid date': 'सही तारीख़ डालें',
  'Hospital or blood centre': 'अस्पताल या ब्लड सेंटर',
  'Hospital or blood centre is required': 'अस्पताल या ब्लड सेंटर का नाम ज़रूरी है',
  'Hospital or blood centre must be at most 200 characters':
    'अस्पताल या ब्लड सेंटर का नाम ज़्यादा से ज़्यादा 200 अक्षरों का हो सकता है',
  'Hospital city': 'अस्पताल का शहर',
  'Hospital city is required': 'अस्पताल का शहर ज़रूरी है',
  'Hospital city must be at most 100 characters': 'अस्पताल का शहर ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है',
  'Enter the next transfusion date': 'अगले ट्रांसफ़्यूज़न की तारीख़ डालें',
  'Choose a blood component': 'ब्लड कंपोनेंट चुनें',
  'Antibodies or matched-phenotype note': 'एंटीबॉडी या मिलान वाले फ़ीनोटाइप का नोट',
  'The antibodies note must be at most 500 characters': 'एंटीबॉडी का नोट ज़्यादा से ज़्यादा 500 अक्षरों का हो सकता है',
  'Enter the new date': 'नई तारीख़ डालें',
  'Say whether to move this date only or all dates': 'बताएँ कि सिर्फ़ यह तारीख़ बदलनी है या सभी तारीख़ें',
  'Invitation code': 'न्योते का कोड',
  'This invitation link is not valid': 'यह न्योते का लिंक सही नहीं है',
  'answer must be confirm or decline': 'answer में confirm या decline होना चाहिए',
  'outcome must be donated or missed': 'outcome में donated या missed होना चाहिए',
  Message: 'संदेश',
  'Write a message': 'संदेश लिखें',
  'The message must be at least 10 characters': 'संदेश कम से कम 10 अक्षरों का होना चाहिए',
  'The message must be at most 1000 characters': 'संदेश ज़्यादा से ज़्यादा 1000 अक्षरों का हो सकता है',
  'bridge_willing must be true or false': 'bridge_willing में true या false होना चाहिए',
};
