import type { KnowledgeArticle } from '../article.ts';
import { prose } from '../prose.ts';
import { REVIEWED, TIF_TDT } from '../sources.ts';

export const IRON_AND_CHELATION: KnowledgeArticle[] = [
  {
    id: 'iron-overload',
    title: 'Why iron builds up in the body',
    topic: 'iron-and-chelation',
    audience: 'patient',
    body: prose`
      Every unit of transfused blood carries about 200–250 mg of iron. The body has no natural way to get rid of
      extra iron, so with regular transfusions it slowly collects. This is called iron overload.

      The extra iron settles in the liver, the heart and the glands that make hormones. For a long time it causes
      no pain or signs, but over years it can damage these organs: heart trouble, liver scarring, diabetes and
      problems with growth and puberty.

      Chelation medicine removes the extra iron. Taken regularly, and with iron checked often, it protects the
      organs. Heart problems from iron are the most serious risk, and they can be prevented.
    `,
    keywords: [
      'iron',
      'iron overload',
      'iron zyada',
      'iron badhna',
      'loha',
      'excess iron',
      'iron build up',
      'iron heart',
      'iron liver',
      'haemosiderosis',
      'hemosiderosis',
    ],
    related: ['What is ferritin and how often is it checked?', 'What is chelation?', 'What is a heart MRI T2* scan?'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'ferritin',
    title: 'What is ferritin and how often is it checked?',
    topic: 'iron-and-chelation',
    audience: 'patient',
    body: prose`
      Ferritin is a blood test that gives an idea of how much iron is stored in the body. People on regular
      transfusions usually have it checked about every 3 months.

      One result alone can mislead. An infection, a fever or liver inflammation can push ferritin up for a while.
      The trend over several tests matters more: steadily rising ferritin means the iron is winning, falling
      ferritin means chelation is working.

      The doctor uses ferritin, along with MRI scans of the heart and liver, to adjust chelation. Ask the doctor
      which range your child should aim for, and keep every result in your records.
    `,
    keywords: [
      'ferritin',
      'ferritn',
      'feritin',
      'ferretin',
      'serum ferritin',
      'iron test',
      'ferritin high',
      'ferritin badh gaya',
      'ferritin level',
      'iron level',
      'every 3 months',
      'ferritin 3000',
      'bad',
      'ferritin dangerous',
    ],
    related: ['What is chelation?', 'What is a heart MRI T2* scan?', 'How do we keep transfusion records?'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'mri-t2-star',
    title: 'What is a heart and liver MRI T2* scan?',
    topic: 'iron-and-chelation',
    audience: 'patient',
    body: prose`
      An MRI T2* ("T2 star") scan measures iron inside the heart and the liver directly. It uses a magnet, not
      X-rays, and needs no needle. The person lies still in the machine for a short time.

      Ferritin blood tests cannot show how much iron is in the heart, and the heart can be loaded with iron even
      when ferritin does not look very high. That is why the scan matters.

      Doctors usually advise it about once a year for older children and adults on regular transfusions, once the
      child can lie still without sedation. The results help decide which chelation medicine to use and how strong
      the treatment should be. Not every city has it, so your centre may refer you.
    `,
    keywords: [
      'MRI',
      'T2*',
      'T2 star',
      'cardiac MRI',
      'heart MRI',
      'liver MRI',
      'LIC',
      'liver iron',
      'heart iron',
      'scan',
      'dil',
      'jigar',
      'heart test',
    ],
    related: ['Why does iron build up in the body?', 'What is chelation?'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'what-is-chelation',
    title: 'What is chelation?',
    topic: 'iron-and-chelation',
    audience: 'patient',
    body: prose`
      Chelation means using a medicine that catches extra iron in the body and carries it out in the urine or
      stool. It is needed as long as a person gets regular transfusions.

      It usually starts after the first year or so of transfusions, when ferritin has risen. Three medicines are
      used in India: deferasirox, deferiprone and deferoxamine. Sometimes two are combined.

      The dose is set by the haematologist, based on weight, iron levels and test results, and is changed over
      time. Never start, stop or change a chelation medicine yourself. Taking it every day as advised is what
      keeps the heart and liver safe.
    `,
    keywords: [
      'chelation',
      'chelator',
      'iron medicine',
      'iron removing medicine',
      'iron nikalne ki dawai',
      'dawai',
      'chelation therapy',
      'kilation',
      'chelasion',
      'iron kam karne ki dawa',
    ],
    related: ['What is deferasirox?', 'What is deferiprone?', 'What is deferoxamine?'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'deferasirox',
    title: 'What is deferasirox?',
    topic: 'iron-and-chelation',
    audience: 'patient',
    body: prose`
      Deferasirox is a chelation medicine taken by mouth every day. Depending on the product, it is either a
      tablet dissolved in water or juice, or a tablet swallowed whole. Follow the instructions your doctor and
      pharmacist give for your product.

      Regular blood and urine tests check the kidneys and liver while taking it, and eyes and hearing are checked
      from time to time.

      Tell the doctor about stomach pain, vomiting, diarrhoea, a skin rash, passing less urine, yellow eyes or any
      change in hearing or vision. The dose is set by the haematologist; never change it yourself.
    `,
    keywords: [
      'deferasirox',
      'defarasirox',
      'deferasirox tablet',
      'exjade',
      'jadenu',
      'asunra',
      'desirox',
      'oral chelation',
      'iron tablet dawai',
      'once a day chelation',
    ],
    related: [
      'What is chelation?',
      'What is ferritin and how often is it checked?',
      'How do we manage daily chelation?',
    ],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'deferiprone',
    title: 'What is deferiprone?',
    topic: 'iron-and-chelation',
    audience: 'patient',
    body: prose`
      Deferiprone is a chelation medicine taken by mouth, as tablets or a syrup, spread through the day. It is
      good at removing iron from the heart and is sometimes combined with another chelator.

      Its most important side effect is rare but serious: a sudden fall in the white cells that fight infection.
      So the blood count is checked often, usually every week. If a person on deferiprone gets a fever, sore
      throat or mouth ulcers, contact the doctor the same day for an urgent blood count; the doctor may ask you to
      pause the medicine until the result is known.

      Other effects include nausea, joint pain and reddish-brown urine, which is harmless. The dose is set by the
      haematologist.
    `,
    keywords: [
      'deferiprone',
      'deferipone',
      'kelfer',
      'L1',
      'syrup chelation',
      'white cells low',
      'neutropenia',
      'agranulocytosis',
      'fever deferiprone',
      'red urine',
      'joint pain',
    ],
    related: [
      'What should we do about a fever after a transfusion?',
      'What is chelation?',
      'How do we manage daily chelation?',
    ],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'deferoxamine',
    title: 'What is deferoxamine?',
    topic: 'iron-and-chelation',
    audience: 'patient',
    body: prose`
      Deferoxamine (also spelled desferrioxamine) is the oldest chelation medicine. It does not work when
      swallowed, so it is given as a slow injection under the skin with a small battery pump, usually over many
      hours at night, on several nights a week. In hospital it can also be given into a vein.

      Families learn to set up the pump at home. Redness or swelling where the needle goes is common; changing the
      place each time helps.

      Eyes and hearing are checked regularly. Tell the doctor about changes in sight or hearing, or fever with
      stomach pain or diarrhoea. The dose is set by the haematologist, based on weight and iron levels.
    `,
    keywords: [
      'deferoxamine',
      'desferrioxamine',
      'desferal',
      'desferol',
      'pump',
      'injection chelation',
      'subcutaneous',
      'infusion pump',
      'night pump',
      'sui',
      'injection',
    ],
    related: ['What is chelation?', 'How do we manage daily chelation?'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'living-with-chelation',
    title: 'How do we manage daily chelation?',
    topic: 'iron-and-chelation',
    audience: 'patient',
    body: prose`
      Chelation works only when it is taken regularly, and daily medicine for years is hard, especially for
      teenagers.

      Link it to a fixed part of the day, such as brushing teeth or dinner. Use a chart, a phone reminder or a
      small reward for younger children. Let older children take charge step by step.

      The dose is set by the haematologist. If a dose is missed, do not double the next one; ask the doctor or
      nurse what to do. If side effects make it hard to continue, tell the doctor honestly: there are other
      medicines and combinations to try. Never stop because ferritin looks better; iron returns with the next
      transfusions.
    `,
    keywords: [
      'missed dose',
      'forgot medicine',
      'dawai bhool gaye',
      'adherence',
      'compliance',
      'daily medicine',
      'chelation routine',
      'side effects',
      'teenager medicine',
      'stop chelation',
      'dawai chhodna',
      'kab tak',
      'how long chelation',
      'lifelong',
      'kab tak leni',
    ],
    related: [
      'What is deferasirox?',
      'How can teenagers cope with treatment?',
      'What is ferritin and how often is it checked?',
    ],
    interests: ['mental wellness'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
];
