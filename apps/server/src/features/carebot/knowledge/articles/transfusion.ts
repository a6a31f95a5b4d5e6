import type { KnowledgeArticle } from '../article.ts';
import { prose } from '../prose.ts';
import { DRUGS_AND_COSMETICS_RULES, REVIEWED, TIF_TDT } from '../sources.ts';

export const TRANSFUSION: KnowledgeArticle[] = [
  {
    id: 'why-transfusions',
    title: 'Why a child with Thalassemia needs blood transfusions',
    topic: 'transfusion',
    audience: 'patient',
    body: prose`
      In Thalassemia major the body cannot make enough healthy red cells of its own. Transfused red cells carry
      oxygen to the body, so the child has energy, can play and learn, and grows normally.

      Regular transfusions also calm the bone marrow. Without enough blood, the marrow works too hard trying to
      make red cells: bones of the face and skull can change shape, bones become weak, and the spleen and liver
      grow large.

      Transfusions do not cure Thalassemia, and they bring extra iron that chelation medicine has to remove. But
      regular, well-planned transfusions are the base of good care and let children live full lives.
    `,
    keywords: [
      'transfusion',
      'blood transfusion',
      'why blood',
      'khoon chadhana',
      'khoon chadhwana',
      'blood lagana',
      'blood chadhana',
      'transfuse',
      'red cells',
      'PRBC',
      'packed cells',
    ],
    related: [
      'How often does a child with Thalassemia need blood?',
      'What is the haemoglobin target before a transfusion?',
      'Why does iron build up in the body?',
    ],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'how-often-transfusion',
    title: 'How often a child with Thalassemia needs blood',
    topic: 'transfusion',
    audience: 'patient',
    body: prose`
      Most children with Thalassemia major need a transfusion every 2–4 weeks. The exact gap and the amount of
      blood are set by the doctor, based on the child's weight, the haemoglobin before each transfusion and how
      fast it falls.

      A steady schedule works better than waiting until the child looks pale or tired. Low haemoglobin for long
      periods slows growth and makes the marrow overwork.

      Plan transfusion days ahead around school and exams, and book blood early before festivals and holidays,
      when blood centres can run short. If the child seems to need blood more often than before, tell the doctor;
      a growing spleen or antibodies can be the reason.
    `,
    keywords: [
      'how often',
      'schedule',
      'every 2 weeks',
      'every month',
      'kitne din',
      'kab khoon',
      'frequency',
      'transfusion interval',
      'gap between transfusions',
      'khoon kab chadhana',
    ],
    related: [
      'What is the haemoglobin target before a transfusion?',
      'What happens at a transfusion?',
      'What does the spleen do in Thalassemia?',
    ],
    interests: ['school'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'hb-target',
    title: 'The haemoglobin target before a transfusion',
    topic: 'transfusion',
    audience: 'patient',
    body: prose`
      Before each transfusion, the haemoglobin (Hb) is measured. For most people with Thalassemia major, doctors
      aim to keep the Hb just before a transfusion at about 9.5–10.5 g/dL. Some patients, for example those with
      heart problems, may be kept a little higher, as the doctor decides.

      If the Hb is often below the target, the child may feel tired, grow poorly and the marrow overworks. If it is
      kept much higher than needed, more blood is used and more iron builds up.

      Write down the Hb before every transfusion. A record over months shows the doctor whether the plan is
      working.
    `,
    keywords: [
      'haemoglobin target',
      'hemoglobin level',
      'Hb',
      'HB level',
      'pre transfusion',
      'Hb 9',
      'Hb 10',
      'khoon kitna hona chahiye',
      'hb kam',
      'low hb',
      'g/dL',
      'target',
    ],
    related: ['How often does a child with Thalassemia need blood?', 'How do we keep transfusion records?'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'what-happens-at-transfusion',
    title: 'What happens at a transfusion',
    topic: 'transfusion',
    audience: 'patient',
    body: prose`
      A blood sample is taken first, to check the haemoglobin and to cross-match: the blood centre tests the
      patient's blood against the donor unit to make sure they suit each other. This is sometimes done the day
      before.

      When the blood arrives, staff check the patient's name and the label on the bag together. A small tube
      (cannula) is placed in a vein and the blood runs in slowly over a few hours. Nurses check temperature,
      pulse and blood pressure before and during the transfusion, and watch most closely at the start.

      Bring something to read or play with, a snack and water. Tell the nurse at once if your child feels
      unwell.
    `,
    keywords: [
      'transfusion day',
      'what happens',
      'cannula',
      'drip',
      'day care',
      'hospital visit',
      'how long transfusion',
      'needle',
      'khoon chadhate waqt',
      'process transfusion',
      'cross match',
    ],
    related: ['What reactions can happen during a transfusion?', 'What is filtered or cross-matched blood?'],
    interests: ['reading', 'music'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'filtered-crossmatched-blood',
    title: 'Filtered (leucodepleted) and cross-matched blood',
    topic: 'transfusion',
    audience: 'patient',
    body: prose`
      People with Thalassemia should get blood that has had most white cells removed by a filter. This is called
      leucodepleted or filtered blood. It lowers the chance of fever reactions and of some infections.

      Every unit is cross-matched with the patient's blood before it is given. Many centres also match more blood
      group markers (such as Rh and Kell) to lower the chance that the body makes antibodies, which can make later
      matching hard.

      Licensed blood centres test every donated unit for HIV, hepatitis B, hepatitis C, syphilis and malaria
      before it is issued. Ask your centre whether filtered blood is available, and keep a record of your child's
      full blood group and any antibodies found.
    `,
    keywords: [
      'leucodepleted',
      'leukodepleted',
      'filtered blood',
      'filter',
      'leucofilter',
      'cross match',
      'crossmatch',
      'antibodies',
      'Kell',
      'Rh',
      'blood safe',
      'safe blood',
      'tested blood',
      'HIV test blood',
    ],
    related: ['What reactions can happen during a transfusion?', 'How do we keep transfusion records?'],
    source: DRUGS_AND_COSMETICS_RULES,
    reviewed: REVIEWED,
  },
  {
    id: 'transfusion-reactions',
    title: 'Transfusion reactions and what to watch for',
    topic: 'transfusion',
    audience: 'patient',
    body: prose`
      Most transfusions go smoothly, but reactions can happen. Tell the nurse at once, so the transfusion can be
      stopped and checked, if there is fever, shivering, itching or a rash, back or chest pain, trouble breathing,
      a fast heartbeat, dizziness or the person suddenly feels very unwell.

      Some reactions come later, days after the transfusion: dark or red urine, yellow eyes, or the person becoming
      pale again sooner than usual. Contact the transfusion centre the same day.

      Trouble breathing, chest pain, fainting or swelling of the face and lips is an emergency: call 112 or go to
      the nearest hospital now. Every reaction should be written in the transfusion record.
    `,
    keywords: [
      'reaction',
      'transfusion reaction',
      'allergy',
      'itching',
      'rash',
      'shivering',
      'chills',
      'dark urine',
      'breathing problem',
      'saans',
      'khujli',
      'side effect transfusion',
      'emergency',
    ],
    related: ['What should we do about a fever after a transfusion?', 'How do we keep transfusion records?'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'fever-after-transfusion',
    title: 'Fever after a transfusion',
    topic: 'transfusion',
    audience: 'patient',
    body: prose`
      A fever during a transfusion or in the hours after it can be a reaction to the blood. Contact the
      transfusion centre or a doctor at once; do not simply wait at home.

      Go to the nearest hospital now, or call 112, if the fever comes with trouble breathing, chest pain, dark
      urine, fainting, or the child seems very ill.

      Two situations are always urgent. A person on deferiprone with a fever needs a blood count the same day,
      because this medicine can lower infection-fighting white cells; the doctor may ask you to pause it until the
      result is known. A person whose spleen was removed needs a doctor the same day for any fever.
    `,
    keywords: [
      'fever',
      'bukhar',
      'fever after transfusion',
      'temperature',
      'tez bukhar',
      'fever at night',
      'fever deferiprone',
      'fever kelfer',
      'fever no spleen',
      'is fever dangerous',
      'garam',
    ],
    related: [
      'What is deferiprone?',
      'What does the spleen do in Thalassemia?',
      'What reactions can happen during a transfusion?',
    ],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'transfusion-records',
    title: 'Keeping transfusion records',
    topic: 'transfusion',
    audience: 'patient',
    body: prose`
      A simple notebook or a file of photos helps every doctor who sees your child. For each transfusion, write
      the date, the haemoglobin before it, the number of units, the blood group on the bag, the weight of the
      child and any reaction.

      Also keep the full blood group and antibody report, ferritin results, heart and liver MRI reports,
      vaccination dates, and the names of the chelation medicines being taken, as the doctor wrote them.

      Carry these when you travel or see a new hospital. Records help doctors notice early if blood is needed more
      often, if iron is rising, or if a reaction keeps returning.
    `,
    keywords: [
      'records',
      'transfusion record',
      'notebook',
      'diary',
      'file',
      'reports',
      'card',
      'report rakhna',
      'history',
      'documents',
      'thalassemia card',
    ],
    related: ['What is ferritin and how often is it checked?', 'Can we travel with a child who has Thalassemia?'],
    interests: ['travel'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
];
