import type { KnowledgeArticle } from '../article.ts';
import { prose } from '../prose.ts';
import { REVIEWED, TIF_TDT } from '../sources.ts';

export const DAILY_LIFE: KnowledgeArticle[] = [
  {
    id: 'school-and-thalassemia',
    title: 'School life with Thalassemia',
    topic: 'daily-life',
    audience: 'patient',
    body: prose`
      Children with Thalassemia can and should go to a regular school. Many do very well in studies.

      Tell the class teacher in simple words what Thalassemia is, that it is not catching, and that the child
      misses some days for transfusions. A child may feel tired in the days before a transfusion; that is a sign
      to check the schedule with the doctor, not a reason to stop school.

      Try to plan transfusions on holidays or weekends, and away from exam days. Ask the school about help with
      missed lessons. Children with Thalassemia may have disability rights in education; ask about the disability
      certificate.
    `,
    keywords: [
      'school',
      'studies',
      'padhai',
      'teacher',
      'exam',
      'pariksha',
      'college',
      'class',
      'absent',
      'school leave',
      'homework',
      'classmates',
      'bacche ko school',
      'bhejna',
      'school bhejna',
    ],
    related: [
      'Can my child play sports?',
      'Does Thalassemia count as a disability in India?',
      'Is Thalassemia contagious?',
    ],
    interests: ['school', 'reading'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'sports-and-play',
    title: 'Can my child play sports?',
    topic: 'daily-life',
    audience: 'patient',
    body: prose`
      Yes. Play and exercise are good for the heart, the bones, the mood and friendships. When haemoglobin is kept
      at the target, most children can run, swim, cycle, dance and play games with their friends.

      Let the child rest when tired, drink water and avoid playing long in strong heat. If the spleen is big, avoid
      rough contact games and hard knocks to the belly. If the doctor has found iron in the heart, ask before
      heavy or competitive sport.

      Yoga, walking and swimming are gentle ways to stay active at any age.
    `,
    keywords: [
      'sports',
      'games',
      'khel',
      'khelna',
      'exercise',
      'cricket',
      'football',
      'swimming',
      'running',
      'gym',
      'physical activity',
      'play',
      'yoga',
    ],
    related: ['How can we keep bones strong?', 'What does the spleen do in Thalassemia?'],
    interests: ['sports', 'yoga', 'fitness'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'travel-with-thalassemia',
    title: 'Can we travel with a child who has Thalassemia?',
    topic: 'daily-life',
    audience: 'patient',
    body: prose`
      Yes, with some planning. Time the trip soon after a transfusion, when energy is best. For a long stay, find a
      Thalassemia centre or blood centre near where you will be, and carry a letter from your doctor.

      Pack the transfusion record, the blood group and antibody report, and the latest test results. Carry
      medicines in hand luggage, in their original packs, with enough for the whole trip and a few extra days.
      Pumps and needles for deferoxamine need a doctor's letter when flying.

      Keep chelation at the usual times, drink plenty of water, and protect from mosquitoes and unsafe food.
    `,
    keywords: [
      'travel',
      'trip',
      'safar',
      'yatra',
      'holiday',
      'vacation',
      'flight',
      'train',
      'abroad',
      'journey',
      'ghoomna',
      'out of station',
    ],
    related: ['How do we keep transfusion records?', 'How do I find a blood bank on RaktSetu?'],
    interests: ['travel'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'festivals-and-thalassemia',
    title: 'Festivals and family events',
    topic: 'daily-life',
    audience: 'all',
    body: prose`
      Festivals are for everyone, and children with Thalassemia can enjoy them fully.

      Blood centres often run short during long holidays and festivals, so book the transfusion a little early and
      ask donors ahead of time. Keep chelation medicines at their usual time even on busy or late nights.

      Sweets are fine in small amounts; older patients with diabetes need extra care. Before any fast, ask the
      doctor, because some medicines should be taken with food and fasting may not suit everyone. Keep away from
      firecracker smoke if breathing is a problem.

      Festival blood donation camps are a great way for friends and family to help.
    `,
    keywords: [
      'festival',
      'tyohar',
      'diwali',
      'holi',
      'eid',
      'navratri',
      'durga puja',
      'fast',
      'vrat',
      'roza',
      'sweets',
      'mithai',
      'wedding',
      'celebration',
    ],
    related: [
      'How often does a child with Thalassemia need blood?',
      'How can I become a regular donor for a child with Thalassemia?',
    ],
    interests: ['festivals', 'cooking'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'vaccines-and-infections',
    title: 'Which vaccines does a child with Thalassemia need?',
    topic: 'daily-life',
    audience: 'patient',
    body: prose`
      Children with Thalassemia need all the usual childhood vaccines. Hepatitis B vaccination is especially
      important because they receive blood regularly. The doctor may check that the vaccine has worked and advise
      a booster if needed.

      Donated blood is tested, but a very small risk of infection remains, so transfusion centres check for
      hepatitis B, hepatitis C and HIV from time to time.

      People without a spleen need extra vaccines against certain bacteria and should treat any fever as urgent.
      Washing hands, clean water, safe food and mosquito protection all help prevent infections.
    `,
    keywords: [
      'vaccine',
      'vaccination',
      'teeka',
      'tika',
      'hepatitis B',
      'hep B',
      'hepatitis C',
      'HIV',
      'infection',
      'booster',
      'immunisation',
      'immunization',
      'jaundice',
      'piliya',
    ],
    related: ['What does the spleen do in Thalassemia?', 'What is filtered or cross-matched blood?'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'adult-life-work-marriage',
    title: 'Growing up: work, marriage and children',
    topic: 'daily-life',
    audience: 'patient',
    body: prose`
      With good care, many people with Thalassemia major finish their studies, work, marry and have families.

      Before marriage, the partner should have a carrier test. If the partner is not a carrier, their children
      will not have Thalassemia major, though they will be carriers.

      Pregnancy is possible for many women with Thalassemia, but it needs planning months ahead: heart and liver
      checks, iron control, and changes to medicines, because some chelation medicines are not used in pregnancy.
      Men and women may need fertility help, which a specialist can give.

      Moving from a children's clinic to adult care is a big step; ask the team to plan it together.
    `,
    keywords: [
      'marriage',
      'shaadi',
      'wedding',
      'job',
      'work',
      'naukri',
      'career',
      'pregnancy thalassemia major',
      'children',
      'fertility',
      'adult',
      'grown up',
      'future',
      'have children',
      'have a baby',
      'become parents',
      'major marriage',
      'thalassemia major children',
      'patient have children',
      'thalassemia major pregnancy',
    ],
    related: ['Where can I get a carrier test?', 'How is Thalassemia passed from parents to children?'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
];
