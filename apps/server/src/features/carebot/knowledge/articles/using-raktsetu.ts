import type { KnowledgeArticle } from '../article.ts';
import { prose } from '../prose.ts';
import { RAKTSETU_GUIDE, REVIEWED } from '../sources.ts';

export const USING_RAKTSETU: KnowledgeArticle[] = [
  {
    id: 'raktsetu-sos',
    title: 'How does the SOS button work?',
    topic: 'using-raktsetu',
    audience: 'patient',
    body: prose`
      The SOS page has one button for an emergency blood need. It creates an urgent request at your phone's
      position and alerts compatible donors who are eligible and available within 15 km. If nobody accepts, the
      search widens every 5 minutes, to 25 km and then 50 km.

      Until a donor accepts, the request page lists the nearest blood banks that hold the group you need, with
      tap-to-call.

      If someone is in danger right now, call 112 or go to the nearest hospital first. Because each SOS reaches many
      people, a patient can have at most 2 open SOS requests at a time.
    `,
    keywords: [
      'SOS',
      'emergency blood',
      'urgent blood',
      'jaldi khoon',
      'turant',
      'sos button',
      'raise sos',
      'khoon chahiye',
      'need blood now',
      'emergency request',
    ],
    related: ['How do I ask for blood on RaktSetu?', 'How do I find a blood bank on RaktSetu?'],
    source: RAKTSETU_GUIDE,
    reviewed: REVIEWED,
  },
  {
    id: 'raktsetu-requests',
    title: 'How do I ask for blood on RaktSetu?',
    topic: 'using-raktsetu',
    audience: 'patient',
    body: prose`
      Open Requests and create a new one. Choose the blood group, the component (such as packed red cells), the
      number of units, how urgent it is, and the hospital if you know it.

      RaktSetu alerts compatible donors nearby who are eligible and available. On the request page you can see how
      many were alerted, saw it, accepted or declined. A donor's phone number is shown to you only after they
      accept, and your details reach only donors who accepted.

      When the blood is given, mark the request fulfilled and name the donors who helped, so they are thanked.
    `,
    keywords: [
      'blood request',
      'create request',
      'ask for blood',
      'request blood',
      'khoon maangna',
      'post request',
      'donor accepted',
      'request status',
      'fulfilled',
      'cancel request',
    ],
    related: ['How does the SOS button work?', 'How can I find donors for my child on RaktSetu?'],
    source: RAKTSETU_GUIDE,
    reviewed: REVIEWED,
  },
  {
    id: 'raktsetu-find-donors',
    title: 'How can I find donors for my child on RaktSetu?',
    topic: 'using-raktsetu',
    audience: 'patient',
    body: prose`
      Patients can open Find Donors to see compatible donors nearby, within 5, 10, 25 or 50 km. Donors of the exact
      group come first, then compatible ones, and those who may give today come before those who gave recently.

      To protect donors' privacy, a result shows only a first name and initial, the town, the blood group, a
      distance band and availability, never a phone number or address. Tap "Ask for help" to send a request for
      that group.

      Compatibility here only decides whom to ask; the blood centre always cross-matches the blood before it is
      given.
    `,
    keywords: [
      'find donors',
      'search donors',
      'donor list',
      'donor near me',
      'donor dhundna',
      'compatible donors',
      'nearby donors',
      'donor phone number',
      'donor search',
    ],
    related: ['How do I ask for blood on RaktSetu?', 'How can I become a regular donor for a child with Thalassemia?'],
    source: RAKTSETU_GUIDE,
    reviewed: REVIEWED,
  },
  {
    id: 'raktsetu-blood-banks',
    title: 'How do I find a blood bank on RaktSetu?',
    topic: 'using-raktsetu',
    audience: 'all',
    body: prose`
      Blood Banks lists India's blood banks. Search by town, state, name or "near me" to see the nearest first,
      with the distance, a map, tap-to-call and directions.

      When a bank's staff keep their stock on RaktSetu, you see which groups and components they hold. A figure
      updated in the last 24 hours is current; an older one is shown with its age, and very old figures are
      hidden.

      The directory can be out of date, so call before you go. Remember that licensed blood centres must give
      blood free to people with Thalassemia.
    `,
    keywords: [
      'blood bank',
      'blood centre',
      'blood center',
      'nearest blood bank',
      'blood bank near me',
      'stock',
      'blood available',
      'khoon kahan milega',
      'directory',
      'map',
    ],
    related: ['Blood is free for Thalassemia patients?', 'How does the SOS button work?'],
    interests: ['travel'],
    source: RAKTSETU_GUIDE,
    reviewed: REVIEWED,
  },
  {
    id: 'raktsetu-rewards',
    title: 'Are RaktSetu rewards cash?',
    topic: 'using-raktsetu',
    audience: 'donor',
    body: prose`
      No. RaktSetu's rewards are small non-cash thank-yous, such as coupons from partner businesses, for donors who
      give blood. They are never money, and they are never a payment for blood.

      In India blood donation must be voluntary and unpaid, and that is how it should stay. The real reward is a
      child who can go to school next week.

      If anyone, on RaktSetu or elsewhere, asks you for money for blood or offers you money to donate, do not
      accept, and report it.
    `,
    keywords: [
      'rewards',
      'coupons',
      'points',
      'inaam',
      'gift',
      'cash',
      'paise milenge',
      'payment donor',
      'thank you',
      'partner offers',
      'donor benefits',
      'get paid',
      'paid for donating',
      'money for donating',
      'payment',
    ],
    related: ['Do blood donors ever ask for money?', 'How do I report someone selling blood?'],
    source: RAKTSETU_GUIDE,
    reviewed: REVIEWED,
  },
  {
    id: 'about-carebot',
    title: 'What can CareBot help with?',
    topic: 'using-raktsetu',
    audience: 'all',
    body: prose`
      CareBot answers everyday questions about Thalassemia, transfusions, iron and chelation, diet, school, blood
      donation and using RaktSetu, in plain words, and names the source of each answer.

      CareBot is not a doctor. It explains what medicines are for, but never gives a dose: doses are set by your
      haematologist. In an emergency it tells you to call 112 or go to a hospital, and offers the SOS button.

      Add your interests under My Interests and CareBot will suggest tips that suit you. You can delete your chat
      history at any time.
    `,
    keywords: [
      'carebot',
      'chatbot',
      'bot',
      'assistant',
      'help',
      'what can you do',
      'who are you',
      'interests',
      'delete history',
      'ai',
      'care bot',
    ],
    related: ['How does the SOS button work?', 'What is Thalassemia?'],
    source: RAKTSETU_GUIDE,
    reviewed: REVIEWED,
  },
];
