import type { KnowledgeArticle } from '../article.ts';
import { prose } from '../prose.ts';
import { NBTC_DONOR_SELECTION, REVIEWED, WHO_DONOR_SELECTION } from '../sources.ts';

export const DONATION_ELIGIBILITY: KnowledgeArticle[] = [
  {
    id: 'who-can-donate',
    title: 'Who can donate blood?',
    topic: 'donation-eligibility',
    audience: 'donor',
    body: prose`
      In India, under the national donor selection guidelines, you can usually give blood if you:

      are between 18 and 65 years old; weigh at least 45 kg; have a haemoglobin of at least 12.5 g/dL; and feel
      healthy on the day, with normal temperature, pulse and blood pressure.

      At the blood centre, staff ask some health questions and check your haemoglobin and blood pressure before
      you give. Answer honestly; the questions protect both you and the patient. The blood centre's doctor makes
      the final decision.

      Men and women, vegetarians and meat-eaters can all donate if they meet these conditions.
    `,
    keywords: [
      'eligibility',
      'who can donate',
      'can I donate',
      'age',
      'umar',
      'weight',
      'vajan',
      'wazan',
      'hemoglobin donor',
      'daan',
      'raktdaan',
      'blood donation rules',
      'eligible',
      'donor criteria',
      'age limit',
      'minimum age',
      'maximum age',
    ],
    related: [
      'How often can I donate blood?',
      'When should I wait before donating?',
      'What should I eat before donation?',
    ],
    interests: ['volunteering'],
    source: NBTC_DONOR_SELECTION,
    reviewed: REVIEWED,
  },
  {
    id: 'how-often-donate',
    title: 'How often can I donate blood?',
    topic: 'donation-eligibility',
    audience: 'donor',
    body: prose`
      For whole blood, the gap between two donations must be at least 90 days for men and at least 120 days for
      women. The longer gap for women allows for iron lost in monthly periods.

      If you give platelets or plasma by apheresis (a machine returns your red cells to you), the gap between two
      apheresis donations is at least 48 hours, with limits on how many you give in a year.

      The gap lets your body rebuild its red cells and iron. RaktSetu uses your last donation date to show the day
      you can give again, and only alerts you for requests once you are eligible.
    `,
    keywords: [
      'how often donate',
      'donation gap',
      'kitne din baad',
      '90 days',
      '120 days',
      'next donation',
      'donate again',
      'interval',
      'kab daan',
      'frequency',
      'three months',
      'dobara',
      'dobara khoon',
      'khoon de sakte',
      'donate again when',
    ],
    related: ['What is apheresis donation?', 'Who can donate blood?', 'Does donating blood make you weak?'],
    source: NBTC_DONOR_SELECTION,
    reviewed: REVIEWED,
  },
  {
    id: 'temporary-deferrals',
    title: 'When should I wait before donating?',
    topic: 'donation-eligibility',
    audience: 'donor',
    body: prose`
      Some things mean you should wait before donating (a temporary deferral), to keep you and the patient safe:

      a fever, cold, cough or any illness now, or recently; a course of antibiotics; a recent tattoo, body
      piercing or acupuncture, where the wait is 12 months; recent surgery or a tooth extraction; malaria,
      dengue, typhoid or jaundice in the recent past; a recent vaccination of some kinds; drinking alcohol
      shortly before.

      The waiting time differs for each reason. Tell the blood centre staff everything honestly; they will tell
      you when you can come back. A deferral is not a rejection: most people can donate later.
    `,
    keywords: [
      'deferral',
      'deferred',
      'wait',
      'cannot donate',
      'tattoo',
      'piercing',
      'fever',
      'bukhar',
      'cold',
      'antibiotics',
      'surgery',
      'alcohol',
      'sharab',
      'malaria',
      'dengue',
      'when not to donate',
    ],
    related: [
      'Who can donate blood?',
      'Can I donate if I take medicines?',
      'What if I was turned away for low haemoglobin?',
    ],
    source: NBTC_DONOR_SELECTION,
    reviewed: REVIEWED,
  },
  {
    id: 'women-and-donation',
    title: 'Women and blood donation',
    topic: 'donation-eligibility',
    audience: 'donor',
    body: prose`
      Women can donate blood when they meet the same conditions as men: age 18–65, weight at least 45 kg and
      haemoglobin at least 12.5 g/dL. The gap between whole blood donations is at least 120 days for women.

      Women should not donate while pregnant or breastfeeding. After childbirth, a miscarriage or an abortion there
      is a waiting period; the blood centre will tell you how long.

      Many women in India have low haemoglobin. If you are turned away for this, it is a useful warning: see a
      doctor, eat iron-rich foods, and try again later.
    `,
    keywords: [
      'women donate',
      'female donor',
      'mahila',
      'ladies',
      'pregnant donate',
      'breastfeeding',
      'periods',
      'menstruation',
      'mahwari',
      'after delivery',
      'women 120 days',
    ],
    related: ['What if I was turned away for low haemoglobin?', 'How often can I donate blood?'],
    source: NBTC_DONOR_SELECTION,
    reviewed: REVIEWED,
  },
  {
    id: 'medicines-and-conditions',
    title: 'Can I donate if I take medicines?',
    topic: 'donation-eligibility',
    audience: 'donor',
    body: prose`
      Many people who take medicines can still donate. For example, someone whose blood pressure is well
      controlled, or whose diabetes is controlled with diet or tablets, may be accepted. Some medicines need a
      waiting time after the last one, and some conditions mean a person should not donate at all, such as HIV,
      hepatitis B or C, diabetes treated with insulin, and some heart and blood diseases.

      Bring a list of your medicines and tell the staff about any illness, even if it seems small. The blood
      centre's doctor decides. Do not stop a medicine your doctor prescribed just to be able to donate.
    `,
    keywords: [
      'medicine donate',
      'tablets donor',
      'BP',
      'blood pressure',
      'diabetes donor',
      'sugar patient donate',
      'thyroid',
      'dawai',
      'medication',
      'permanent deferral',
      'illness',
      'bimari',
    ],
    related: ['When should I wait before donating?', 'Who can donate blood?'],
    source: NBTC_DONOR_SELECTION,
    reviewed: REVIEWED,
  },
  {
    id: 'low-haemoglobin-deferral',
    title: 'What if I was turned away for low haemoglobin?',
    topic: 'donation-eligibility',
    audience: 'donor',
    body: prose`
      Donors need a haemoglobin of at least 12.5 g/dL on the day. If yours is lower, the blood centre will ask you
      not to donate this time, to protect your own health.

      Low haemoglobin is common, especially in women. Eat iron-rich foods such as green leafy vegetables, dals,
      chana, jaggery, eggs or meat, with some vitamin C, and avoid tea right with meals. See a doctor, because
      there may be a cause that needs treatment.

      Come back after a few weeks. Being turned away once does not mean you can never donate. This food advice is
      for donors; patients with Thalassemia follow different advice.
    `,
    keywords: [
      'low hemoglobin',
      'low haemoglobin',
      'hb low',
      'rejected',
      'turned away',
      'khoon kam',
      'anemia donor',
      'iron for donors',
      'increase hemoglobin',
      'hb badhana',
    ],
    related: ['Who can donate blood?', 'Women and blood donation?', 'Can vegetarians donate blood?'],
    interests: ['healthy eating'],
    source: WHO_DONOR_SELECTION,
    reviewed: REVIEWED,
  },
];
