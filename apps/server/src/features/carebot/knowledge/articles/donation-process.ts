import type { KnowledgeArticle } from '../article.ts';
import { prose } from '../prose.ts';
import { NBTC_DONOR_SELECTION, REVIEWED, WHO_DONOR_SELECTION, WHO_VOLUNTARY_DONATION } from '../sources.ts';

export const DONATION_PROCESS: KnowledgeArticle[] = [
  {
    id: 'before-donating',
    title: 'What should I eat before donation?',
    topic: 'donation-process',
    audience: 'donor',
    body: prose`
      Get a good night's sleep. Eat a normal, light meal a few hours before you go; do not donate on an empty
      stomach. Avoid very oily food just before.

      Drink extra water or other non-alcoholic drinks the day before and on the day, and do not drink alcohol
      before donating. Avoid smoking just before.

      Carry a photo ID, and a list of any medicines you take. Wear clothes with sleeves that roll up easily. If you
      feel unwell on the day, postpone; you can donate another time.
    `,
    keywords: [
      'before donation',
      'eat before donation',
      'what to eat',
      'khana khake',
      'khali pet',
      'empty stomach',
      'water',
      'paani',
      'prepare',
      'preparation',
      'daan se pehle',
      'sleep',
      'before donating',
      'eat before donating',
    ],
    related: ['What happens when I donate blood?', 'What should I do after donating blood?'],
    interests: ['healthy eating'],
    source: WHO_DONOR_SELECTION,
    reviewed: REVIEWED,
  },
  {
    id: 'what-happens-donation',
    title: 'What happens when I donate blood?',
    topic: 'donation-process',
    audience: 'donor',
    body: prose`
      You fill in a short form and answer health questions in private. Staff check your weight, blood pressure,
      pulse and haemoglobin with a finger prick, and the doctor confirms you can give.

      You lie or sit comfortably. A new, sterile, single-use needle is placed in a vein in your arm, and the blood
      flows into a bag for about ten minutes. Then you rest and have a drink and a snack. The whole visit usually
      takes under an hour.

      Your blood is tested for infections and its group is confirmed. If a test shows something you should know,
      the blood centre will contact you in confidence.
    `,
    keywords: [
      'donation process',
      'how donation works',
      'kaise hota hai',
      'needle',
      'pain',
      'dard',
      'how long',
      'blood camp',
      'first time donor',
      'pehli baar',
      'steps',
      'raktdaan',
    ],
    related: [
      'What should I eat before donation?',
      'What should I do after donating blood?',
      'Can I get an infection from donating blood?',
    ],
    interests: ['volunteering'],
    source: NBTC_DONOR_SELECTION,
    reviewed: REVIEWED,
  },
  {
    id: 'aftercare',
    title: 'What should I do after donating blood?',
    topic: 'donation-process',
    audience: 'donor',
    body: prose`
      Rest for a few minutes before getting up, and have the drink and snack offered. Drink more fluids than usual
      for the rest of the day and the next day, and eat regular meals.

      Keep the bandage on for a few hours. Avoid heavy lifting with that arm and hard exercise for the rest of the
      day. If the arm bleeds, press firmly and raise it; a bruise fades in a few days.

      If you feel dizzy or faint, lie down with your legs raised until it passes, and tell the staff if you are
      still at the centre. People who drive heavy vehicles or work at heights should wait until the next day.
      Call the blood centre if you feel unwell later.
    `,
    keywords: [
      'after donation',
      'aftercare',
      'daan ke baad',
      'dizzy',
      'chakkar',
      'faint',
      'behoshi',
      'bruise',
      'rest',
      'exercise after donation',
      'weakness',
      'kamzori',
      'bandage',
      'khoon dene ke baad',
      'dene ke baad',
      'eat after donation',
      'what to eat after',
      'baad mein khana',
    ],
    related: ['Does donating blood make you weak?', 'How often can I donate blood?'],
    interests: ['fitness'],
    source: WHO_DONOR_SELECTION,
    reviewed: REVIEWED,
  },
  {
    id: 'regular-donors-for-thalassemia',
    title: 'How can I become a regular donor for a child with Thalassemia?',
    topic: 'donation-process',
    audience: 'donor',
    body: prose`
      A child with Thalassemia major needs blood every 2–4 weeks for life. Regular voluntary donors are the
      safest source: their blood is tested every time, and people who give often are healthy and well known to the
      centre.

      You can help by donating whole blood whenever you are eligible: every 90 days for men and every 120 days for
      women. Register with a Thalassemia centre or blood centre, and keep "Available for SOS" on in RaktSetu so you
      are alerted when a child nearby needs your group.

      Your blood goes to the blood centre, which tests and cross-matches it. Bring friends: a group of regular
      donors can keep a child's transfusions on time.
    `,
    keywords: [
      'regular donor',
      'donate for thalassemia',
      'help thalassemia child',
      'blood bridge',
      'madad',
      'seva',
      'volunteer',
      'donor group',
      'thalassemia donor',
      'bachche ke liye khoon',
      'become donor',
    ],
    related: ['How often can I donate blood?', 'How does the SOS button work?', 'Who can donate blood?'],
    interests: ['volunteering', 'community service'],
    source: WHO_VOLUNTARY_DONATION,
    reviewed: REVIEWED,
  },
  {
    id: 'apheresis-donation',
    title: 'What is apheresis donation?',
    topic: 'donation-process',
    audience: 'donor',
    body: prose`
      In apheresis, a machine collects only one part of your blood, usually platelets or plasma, and returns the
      rest, including your red cells, to you. It takes longer than a whole blood donation, often an hour or more.

      Platelets help patients with dengue, cancer treatment or heavy bleeding. Your body replaces platelets and
      plasma quickly, so apheresis donations can be at least 48 hours apart, within yearly limits set by the
      guidelines.

      People with Thalassemia mainly need red cells, so whole blood donation helps them most. Ask the blood centre
      which kind of donation is most needed.
    `,
    keywords: [
      'apheresis',
      'aphaeresis',
      'platelets',
      'platelet donation',
      'plasma',
      'SDP',
      'single donor platelets',
      'dengue',
      '48 hours',
      'machine donation',
    ],
    related: ['How often can I donate blood?', 'What happens when I donate blood?'],
    source: NBTC_DONOR_SELECTION,
    reviewed: REVIEWED,
  },
];
