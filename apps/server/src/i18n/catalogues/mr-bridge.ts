import type { MessageCatalogue } from '@raktsetu/shared';

/** Marathi for what the server says in features/bridge (bridge), by English msgid. */
export const MR_BRIDGE: MessageCatalogue = {
  // The patient's plan (bridge.service.ts, bridge-rules.ts, bridge-moves.ts).
  'Only patients have a Blood Bridge.': 'ब्लड ब्रिज फक्त रुग्णांसाठी असतो.',
  'You have no transfusion plan yet. Make one first.': 'तुमचा अजून कोणताही ट्रान्सफ्युजन प्लॅन नाही. आधी प्लॅन तयार करा.',
  'The next transfusion date cannot be in the past.': 'पुढील ट्रान्सफ्युजनची तारीख मागील दिवसाची असू शकत नाही.',
  'The next transfusion date must be within {{days}} days.': 'पुढील ट्रान्सफ्युजनची तारीख {{days}} दिवसांच्या आत असली पाहिजे.',
  'This donor is not in your bridge.': 'हा दाता तुमच्या ब्रिजमध्ये नाही.',
  'That date is not one of your upcoming transfusion dates.': 'ही तारीख तुमच्या येणाऱ्या ट्रान्सफ्युजनच्या तारखांपैकी नाही.',
  'That is the date it already has. Choose a different date.': 'ही तीच तारीख आहे जी आधीच ठरलेली आहे. दुसरी तारीख निवडा.',
  'The new date cannot be in the past.': 'नवीन तारीख मागील दिवसाची असू शकत नाही.',
  'The new date must be within {{days}} days.': 'नवीन तारीख {{days}} दिवसांच्या आत असली पाहिजे.',
  'You have changed your transfusion plan or dates many times today. You can change them again tomorrow.':
    'आज तुम्ही तुमचा ट्रान्सफ्यूजन प्लॅन किंवा तारखा अनेक वेळा बदलल्या आहेत. उद्या पुन्हा बदलू शकाल.',
  'Moving every date by that much would put the first one in the past.':
    'सर्व तारखा इतक्या दिवसांनी हलवल्यास पहिली तारीख भूतकाळात जाईल.',
  'Another transfusion is already planned on that date.': 'त्या तारखेला आधीच दुसरे ट्रान्सफ्युजन ठरलेले आहे.',
  // Inviting nearby donors (bridge-invitations.ts).
  'We could not find your hospital’s town on our map, so we cannot look for donors near it. Check the town’s spelling in your plan.':
    'आम्हाला तुमच्या रुग्णालयाचे शहर नकाशावर सापडले नाही, म्हणून त्याच्या जवळचे दाते शोधता येत नाहीत. तुमच्या प्लॅनमधील शहराचे स्पेलिंग तपासा.',
  'You have invited nearby donors several times today. You can invite more tomorrow.':
    'तुम्ही आज अनेक वेळा जवळच्या दात्यांना आमंत्रित केले आहे. उद्या आणखी दात्यांना आमंत्रित करू शकाल.',
  // A donor's side (bridge-membership.ts, bridge-calendar.ts).
  'This invitation link is not valid or was replaced. Ask the family for a new one.':
    'ही आमंत्रण लिंक वैध नाही किंवा बदलली गेली आहे. कुटुंबाकडे नवीन लिंक मागा.',
  'Only donors can join a Blood Bridge.': 'ब्लड ब्रिजमध्ये फक्त दाते सामील होऊ शकतात.',
  'Your blood group cannot be given to this patient, so you cannot join this bridge.':
    'तुमचा रक्तगट या रुग्णाला देता येत नाही, म्हणून तुम्ही या ब्रिजमध्ये सामील होऊ शकत नाही.',
  'We could not find that invitation.': 'आम्हाला ते आमंत्रण सापडले नाही.',
  'You are not in this bridge.': 'तुम्ही या ब्रिजमध्ये नाही.',
  'The family took you out of this bridge, so you cannot join it again.':
    'कुटुंबाने तुम्हाला या ब्रिजमधून काढले आहे, म्हणून तुम्ही पुन्हा सामील होऊ शकत नाही.',
};
