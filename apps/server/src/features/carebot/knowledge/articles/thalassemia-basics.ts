import type { KnowledgeArticle } from '../article.ts';
import { prose } from '../prose.ts';
import { NHM_HAEMOGLOBINOPATHIES, REVIEWED, TIF_NTDT, TIF_TDT } from '../sources.ts';

/** What Thalassemia is, its forms, how it is inherited and how carriers are found. */
export const THALASSEMIA_BASICS: KnowledgeArticle[] = [
  {
    id: 'what-is-thalassemia',
    title: 'What is Thalassemia?',
    topic: 'thalassemia-basics',
    audience: 'all',
    body: prose`
      Thalassemia is a blood condition a person is born with. The body makes too little of the healthy
      haemoglobin that red blood cells use to carry oxygen, so the red cells are weak and break down early. This
      causes anaemia: the person looks pale and feels tired.

      It passes from parents to children through genes. It is not an infection, and nobody can catch it from
      another person.

      There are milder and more serious forms. A carrier (Thalassemia minor or trait) is usually healthy. A child
      with Thalassemia major needs regular blood transfusions and medicine to remove extra iron for life. With
      good, regular care, children with Thalassemia go to school, play, grow up, work and have families.
    `,
    keywords: [
      'thalassemia',
      'thalassaemia',
      'thalasemia',
      'thallasemia',
      'thalessemia',
      'talassemia',
      'what is',
      'meaning',
      'blood disorder',
      'anaemia',
      'anemia',
      'haemoglobin',
      'hemoglobin',
      'khoon ki kami',
      'thalassemia kya hai',
      'bimari',
    ],
    related: [
      'How is Thalassemia passed from parents to children?',
      'What is Thalassemia major?',
      'Is Thalassemia contagious?',
    ],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'thalassemia-major',
    title: 'Thalassemia major',
    topic: 'thalassemia-basics',
    audience: 'patient',
    body: prose`
      A child has Thalassemia major (also called transfusion-dependent Thalassemia) when both genes for making
      the beta part of haemoglobin are changed, one from each parent. Signs usually start between a few months
      and two years of age: the baby becomes pale, feeds poorly, is irritable, grows slowly and may have a
      swollen belly.

      The treatment is regular blood transfusions, usually every 2–4 weeks, for life, together with chelation
      medicine that removes the iron the transfused blood leaves behind. Regular check-ups watch the heart,
      liver, growth and hormones.

      Thalassemia major is serious, but it is not hopeless. Children who get regular transfusions and take their
      chelation well can live long, full lives. A bone marrow transplant can cure some children.
    `,
    keywords: [
      'thalassemia major',
      'beta thalassemia major',
      'transfusion dependent',
      'TDT',
      'cooley anaemia',
      'thalasemia major',
      'thallasemia major',
      'baby pale',
      'bachcha',
      'symptoms',
      'signs',
      'lakshan',
    ],
    related: [
      'Why does my child need blood transfusions?',
      'What is chelation?',
      'Can a bone marrow transplant cure Thalassemia?',
    ],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'thalassemia-intermedia',
    title: 'Thalassemia intermedia (non-transfusion dependent)',
    topic: 'thalassemia-basics',
    audience: 'patient',
    body: prose`
      Thalassemia intermedia is a form that sits between the carrier state and Thalassemia major. Doctors now
      call it non-transfusion-dependent Thalassemia. People with it have lasting anaemia but can usually live
      without regular transfusions, or need them only at times, such as during an infection, pregnancy, surgery
      or a growth spurt. Some need regular transfusions later in life.

      It still needs a specialist. Even without transfusions, the gut takes in more iron than usual, so iron can
      build up slowly and must be checked. Other problems to watch for include an enlarged spleen, bone changes,
      gallstones, leg ulcers and blood clots.

      Regular visits to the haematologist help decide when treatment is needed.
    `,
    keywords: [
      'thalassemia intermedia',
      'intermedia',
      'NTDT',
      'non transfusion dependent',
      'mild thalassemia',
      'thalasemia intermedia',
      'HbE beta',
      'kabhi kabhi khoon',
    ],
    related: [
      'Why does iron build up in the body?',
      'What does the spleen do in Thalassemia?',
      'What is Thalassemia major?',
    ],
    source: TIF_NTDT,
    reviewed: REVIEWED,
  },
  {
    id: 'thalassemia-minor-trait',
    title: 'Thalassemia minor, trait or carrier',
    topic: 'thalassemia-basics',
    audience: 'all',
    body: prose`
      A person with Thalassemia minor (also called Thalassemia trait or a carrier) has one changed gene and one
      normal gene. They are usually healthy, need no treatment and live a normal life. Some have slightly small
      red cells or mild anaemia.

      The trait is often mistaken for iron deficiency. A carrier should not take iron tablets unless a blood test
      shows they really lack iron.

      The trait never turns into Thalassemia major. It matters for family planning: if two carriers have a child,
      the child may be born with Thalassemia major. That is why a simple carrier test before marriage or
      pregnancy is advised for both partners.
    `,
    keywords: [
      'thalassemia minor',
      'thalassemia trait',
      'carrier',
      'beta trait',
      'minor',
      'thalasemia minor',
      'thallasemia minor',
      'trait positive',
      'vahak',
      'HbA2',
      'small red cells',
      'iron tablets carrier',
    ],
    related: [
      'How is Thalassemia passed from parents to children?',
      'Where can I get a carrier test?',
      'Can a Thalassemia carrier marry another carrier?',
    ],
    source: NHM_HAEMOGLOBINOPATHIES,
    reviewed: REVIEWED,
  },
  {
    id: 'how-thalassemia-is-inherited',
    title: 'How Thalassemia is passed from parents to children',
    topic: 'thalassemia-basics',
    audience: 'all',
    body: prose`
      Every child gets one haemoglobin gene from the mother and one from the father. Thalassemia major happens
      only when a child gets a changed gene from both parents.

      If both parents are carriers, then in every pregnancy there is a 1 in 4 chance the baby has Thalassemia
      major, a 2 in 4 chance the baby is a healthy carrier, and a 1 in 4 chance the baby has neither. These
      chances are the same in every pregnancy; having one affected child does not make the next one safe.

      If only one parent is a carrier, no child will have Thalassemia major, though some may be carriers.

      It is nobody's fault. Parents do not choose their genes.
    `,
    keywords: [
      'inherited',
      'inheritance',
      'genetic',
      'genes',
      'parents',
      'passed',
      'next child',
      'pregnancy chance',
      'both parents carrier',
      'khandani',
      'maa baap',
      'thalasemia genes',
      'carrier marry carrier',
      'hereditary',
      'is it genetic',
      'genetic disease',
      'runs in family',
    ],
    related: [
      'Where can I get a carrier test?',
      'Can the baby be tested during pregnancy?',
      'What is Thalassemia minor?',
    ],
    source: NHM_HAEMOGLOBINOPATHIES,
    reviewed: REVIEWED,
  },
  {
    id: 'carrier-testing',
    title: 'Carrier testing before marriage or pregnancy',
    topic: 'thalassemia-basics',
    audience: 'all',
    body: prose`
      A simple blood test shows whether a person carries Thalassemia or another haemoglobin variant. It usually
      starts with a complete blood count, followed by a special test such as HPLC or haemoglobin electrophoresis.
      A normal-looking blood count alone does not rule the trait out.

      The best time to test is before marriage or before planning a pregnancy. If a woman is already pregnant,
      she should be tested as early as possible, and her husband too if she is a carrier.

      India's programme for haemoglobin disorders offers screening in pregnancy and for young people in many
      states, often at government hospitals. If both partners are carriers, a counsellor explains the choices.
      Brothers and sisters of a patient should also be tested.
    `,
    keywords: [
      'carrier test',
      'screening',
      'HPLC',
      'electrophoresis',
      'before marriage',
      'shaadi se pehle',
      'test',
      'janch',
      'kundli',
      'premarital',
      'couple test',
      'thalassemia test',
      'thalasemia test',
      'where test',
    ],
    related: [
      'Can the baby be tested during pregnancy?',
      'How is Thalassemia passed from parents to children?',
      'What is Thalassemia minor?',
    ],
    source: NHM_HAEMOGLOBINOPATHIES,
    reviewed: REVIEWED,
  },
  {
    id: 'prenatal-diagnosis',
    title: 'Testing the baby during pregnancy (prenatal diagnosis)',
    topic: 'thalassemia-basics',
    audience: 'all',
    body: prose`
      When both parents are carriers, the baby can be tested during pregnancy. This is called prenatal diagnosis.
      The most common test takes a tiny sample from the placenta (chorionic villus sampling), usually done early
      in the pregnancy, around the end of the third month. Another test, amniocentesis, uses a little of the
      fluid around the baby and is done a bit later.

      The result tells the family whether the baby will have Thalassemia major, be a carrier, or be unaffected.
      A counsellor helps the couple understand the result and their choices.

      Time matters, so a couple who are both carriers should see a doctor as soon as a pregnancy is known. These
      tests are offered at selected government and private centres.
    `,
    keywords: [
      'prenatal',
      'prenatal diagnosis',
      'pregnancy test baby',
      'CVS',
      'chorionic villus',
      'amniocentesis',
      'garbh',
      'pet mein bachcha',
      'pregnant',
      'unborn baby',
      'PND',
    ],
    related: ['Where can I get a carrier test?', 'How is Thalassemia passed from parents to children?'],
    source: NHM_HAEMOGLOBINOPATHIES,
    reviewed: REVIEWED,
  },
  {
    id: 'hbe-and-sickle-variants',
    title: 'HbE, sickle cell and other variants in India',
    topic: 'thalassemia-basics',
    audience: 'all',
    body: prose`
      Besides beta Thalassemia, India has other haemoglobin variants. HbE is common in the North-East and in
      eastern states such as West Bengal. The sickle cell gene is common in many tribal communities of central,
      western and southern India.

      A person who carries one of these is usually healthy. But when a child gets beta Thalassemia from one
      parent and HbE or sickle from the other, the child can be ill. HbE beta Thalassemia can range from mild to
      as severe as Thalassemia major. Sickle beta Thalassemia behaves like sickle cell disease.

      The same HPLC blood test finds these variants, so both partners should be tested, whatever their community.
    `,
    keywords: [
      'HbE',
      'HbE beta thalassemia',
      'sickle cell',
      'sickle',
      'sickle beta',
      'HbS',
      'variant',
      'north east',
      'bengal',
      'assam',
      'tribal',
      'haemoglobinopathy',
      'hemoglobinopathy',
    ],
    related: ['Where can I get a carrier test?', 'What is Thalassemia intermedia?'],
    source: NHM_HAEMOGLOBINOPATHIES,
    reviewed: REVIEWED,
  },
];
