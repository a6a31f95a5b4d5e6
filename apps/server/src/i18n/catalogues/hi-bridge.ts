import type { MessageCatalogue } from '@raktsetu/shared';

/** Hindi for what the server says in features/bridge (bridge), by English msgid. */
export const HI_BRIDGE: MessageCatalogue = {
  // The patient's plan (bridge.service.ts, bridge-rules.ts, bridge-moves.ts).
  'Only patients have a Blood Bridge.': 'ब्लड ब्रिज सिर्फ़ मरीज़ों के लिए होता है।',
  'You have no transfusion plan yet. Make one first.': 'आपका अभी कोई ट्रांसफ़्यूज़न प्लान नहीं है। पहले प्लान बनाएँ।',
  'The next transfusion date cannot be in the past.': 'अगले ट्रांसफ़्यूज़न की तारीख़ बीते हुए दिन की नहीं हो सकती।',
  'The next transfusion date must be within {{days}} days.': 'अगले ट्रांसफ़्यूज़न की तारीख़ {{days}} दिनों के भीतर होनी चाहिए।',
  'This donor is not in your bridge.': 'यह डोनर आपके ब्रिज में नहीं है।',
  'That date is not one of your upcoming transfusion dates.': 'यह तारीख़ आपके आने वाले ट्रांसफ़्यूज़न की तारीख़ों में से नहीं है।',
  'That is the date it already has. Choose a different date.': 'यह वही तारीख़ है जो पहले से तय है। कोई दूसरी तारीख़ चुनें।',
  'The new date cannot be in the past.': 'नई तारीख़ बीते हुए दिन की नहीं हो सकती।',
  'The new date must be within {{days}} days.': 'नई तारीख़ {{days}} दिनों के भीतर होनी चाहिए।',
  'You have changed your transfusion plan or dates many times today. You can change them again tomorrow.':
    'आज आप अपना ट्रांसफ़्यूज़न प्लान या तारीख़ें कई बार बदल चुके हैं। कल फिर से बदल सकेंगे।',
  'Moving every date by that much would put the first one in the past.':
    'सभी तारीख़ें इतने दिन खिसकाने से पहली तारीख़ बीते समय में चली जाएगी।',
  'Another transfusion is already planned on that date.': 'उस तारीख़ पर पहले से एक और ट्रांसफ़्यूज़न तय है।',
  // Inviting nearby donors (bridge-invitations.ts).
  'We could not find your hospital’s town on our map, so we cannot look for donors near it. Check the town’s spelling in your plan.':
    'हमें आपके अस्पताल का शहर नक्शे पर नहीं मिला, इसलिए हम उसके पास के डोनर नहीं ढूँढ सकते। अपने प्लान में शहर की स्पेलिंग जाँचें।',
  'You have invited nearby donors several times today. You can invite more tomorrow.':
    'आप आज कई बार पास के डोनरों को बुला चुके हैं। कल और डोनरों को बुला सकेंगे।',
  // A donor's side (bridge-membership.ts, bridge-calendar.ts).
  'This invitation link is not valid or was replaced. Ask the family for a new one.':
    'यह निमंत्रण लिंक मान्य नहीं है या बदल दिया गया है। परिवार से नया लिंक माँगें।',
  'Only donors can join a Blood Bridge.': 'ब्लड ब्रिज से सिर्फ़ डोनर जुड़ सकते हैं।',
  'Your blood group cannot be given to this patient, so you cannot join this bridge.':
    'आपका ब्लड ग्रुप इस मरीज़ को नहीं दिया जा सकता, इसलिए आप इस ब्रिज से नहीं जुड़ सकते।',
  'We could not find that invitation.': 'हमें वह निमंत्रण नहीं मिला।',
  'You are not in this bridge.': 'आप इस ब्रिज में नहीं हैं।',
  'The family took you out of this bridge, so you cannot join it again.':
    'परिवार ने आपको इस ब्रिज से हटा दिया है, इसलिए आप इससे फिर नहीं जुड़ सकते।',
};
