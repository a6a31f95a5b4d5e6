import type { MessageCatalogue } from '../localize-message.ts';

/** Marathi for what the Blood Bridge and coordinator contracts say (contracts/bridge.ts, contracts/coordinator.ts). */
export const MR_BRIDGE_RULES: MessageCatalogue = {
  'Units per transfusion must be between 1 and 4': 'प्रत्येक रक्तसंक्रमणाचे युनिट 1 ते 4 दरम्यान असावेत',
  'The interval must be between 7 and 90 days': 'अंतर 7 ते 90 दिवसांच्या दरम्यान असावे',
  'Enter a valid date': 'योग्य तारीख टाका',
  'Hospital or blood centre': 'रुग्णालय किंवा रक्तकेंद्र',
  'Hospital or blood centre is required': 'रुग्णालय किंवा रक्तकेंद्राचे नाव आवश्यक आहे',
  'Hospital or blood centre must be at most 200 characters': 'रुग्णालय किंवा रक्तकेंद्राचे नाव जास्तीत जास्त 200 अक्षरांचे असावे',
  'Hospital city': 'रुग्णालयाचे शहर',
  'Hospital city is required': 'रुग्णालयाचे शहर आवश्यक आहे',
  'Hospital city must be at most 100 characters': 'रुग्णालयाचे शहर जास्तीत जास्त 100 अक्षरांचे असावे',
  'Enter the next transfusion date': 'पुढील रक्तसंक्रमणाची तारीख टाका',
  'Choose a blood component': 'रक्त घटक निवडा',
  'Antibodies or matched-phenotype note': 'अँटीबॉडी किंवा जुळणाऱ्या फिनोटाइपची नोंद',
  'The antibodies note must be at most 500 characters': 'अँटीबॉडीची नोंद जास्तीत जास्त 500 अक्षरांची असावी',
  'Enter the new date': 'नवीन तारीख टाका',
  'Say whether to move this date only or all dates': 'फक्त ही तारीख बदलायची की सर्व तारखा, ते सांगा',
  'Invitation code': 'आमंत्रणाचा कोड',
  'This invitation link is not valid': 'ही आमंत्रणाची लिंक वैध नाही',
  'answer must be confirm or decline': 'answer मध्ये confirm किंवा decline असावे',
  'outcome must be donated or missed': 'outcome मध्ये donated किंवा missed असावे',
  Message: 'संदेश',
  'Write a message': 'संदेश लिहा',
  'The message must be at least 10 characters': 'संदेश किमान 10 अक्षरांचा असावा',
  'The message must be at most 1000 characters': 'संदेश जास्तीत जास्त 1000 अक्षरांचा असावा',
  'bridge_willing must be true or false': 'bridge_willing मध्ये true किंवा false असावे',
};
