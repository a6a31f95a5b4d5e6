import type { KnowledgeArticle } from '../article.ts';
import { prose } from '../prose.ts';
import { REVIEWED, TIF_NTDT, TIF_TDT } from '../sources.ts';

export const DIET: KnowledgeArticle[] = [
  {
    id: 'iron-rich-foods',
    title: 'Iron-rich foods to limit',
    topic: 'diet',
    audience: 'patient',
    body: prose`
      Most iron in a transfused child comes from the blood, not from food. Still, it makes sense not to add more
      iron than needed, and this matters even more in Thalassemia intermedia, where the gut absorbs extra iron.

      Foods very high in iron include red meat, liver and other organ meats, and cereals or health drinks with
      added iron. These are best kept small. Do not give iron tablets or iron tonics unless the haematologist says
      so; many "blood-building" tonics contain iron.

      There is no need for a strict or joyless diet. Dal, vegetables, fruit, grains, milk and curd are all fine.
      Ask the doctor before big changes.
    `,
    keywords: [
      'iron rich food',
      'what to avoid',
      'kya nahi khana',
      'diet',
      'food',
      'khana',
      'meat',
      'liver',
      'jaggery',
      'gud',
      'spinach',
      'palak',
      'iron tonic',
      'iron zyada khana',
      'diet chart',
    ],
    related: ['Does tea with meals help?', 'Can diet replace transfusions?', 'What does a healthy plate look like?'],
    interests: ['healthy eating', 'cooking'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'tea-with-meals',
    title: 'Does tea with meals help?',
    topic: 'diet',
    audience: 'patient',
    body: prose`
      Tea contains natural substances (tannins) that reduce how much iron the gut takes from food. For this
      reason, doctors often suggest that older children and adults with Thalassemia drink tea with their main
      meals rather than between them. Milk and curd with meals also reduce iron absorption a little.

      Vitamin C does the opposite: it helps the gut take in iron. Fresh fruit is healthy and fine to eat, but do
      not take vitamin C tablets unless the haematologist advises them.

      Tea is a small help only. It never replaces chelation. Ask the doctor whether tea suits a young child.
    `,
    keywords: [
      'tea',
      'chai',
      'chai with food',
      'coffee',
      'tannin',
      'vitamin C',
      'amla',
      'iron absorption',
      'khane ke saath chai',
      'lemon',
      'nimbu',
    ],
    related: ['What iron-rich foods should we limit?', 'What is chelation?'],
    interests: ['healthy eating', 'cooking'],
    source: TIF_NTDT,
    reviewed: REVIEWED,
  },
  {
    id: 'calcium-and-vitamin-d',
    title: 'Calcium and vitamin D',
    topic: 'diet',
    audience: 'patient',
    body: prose`
      Strong bones need calcium and vitamin D, and people with Thalassemia often have weaker bones and low
      vitamin D.

      Good calcium foods include milk, curd, paneer, cheese, ragi, sesame (til) and green leafy vegetables.
      Vitamin D is made in the skin in sunlight; a little time outdoors in the morning or late afternoon helps.

      Doctors check vitamin D in the blood and may advise calcium or vitamin D supplements. The dose is for the
      doctor to decide; more is not better. Ask before buying any supplement yourself.
    `,
    keywords: [
      'calcium',
      'vitamin D',
      'vit D',
      'sunlight',
      'dhoop',
      'doodh',
      'milk',
      'ragi',
      'paneer',
      'curd',
      'dahi',
      'supplements',
      'bones food',
    ],
    related: ['How can we keep bones strong?', 'What does a healthy plate look like?'],
    interests: ['healthy eating', 'cooking'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'folic-acid',
    title: 'Folic acid',
    topic: 'diet',
    audience: 'patient',
    body: prose`
      Folic acid (folate) is a B vitamin the body uses to make new cells, including red blood cells. In
      Thalassemia the marrow is very active, so some people, especially those not on regular transfusions, may
      need more of it.

      Whether folic acid tablets are needed, and how much, is for the doctor to advise. Many people on regular
      transfusions do not need extra.

      Folate is also found in green leafy vegetables, dals, chickpeas and citrus fruits. Folic acid does not make
      healthy haemoglobin and never replaces transfusions or chelation.
    `,
    keywords: [
      'folic acid',
      'folate',
      'folvite',
      'vitamin B9',
      'B vitamin',
      'vitamin tablet',
      'vitamins',
      'supplement',
      'goli',
    ],
    related: ['What does a healthy plate look like?', 'Can diet replace transfusions?'],
    interests: ['healthy eating'],
    source: TIF_NTDT,
    reviewed: REVIEWED,
  },
  {
    id: 'healthy-plate',
    title: 'What does a healthy plate look like?',
    topic: 'diet',
    audience: 'all',
    body: prose`
      A child with Thalassemia needs the same balanced food as any growing child: grains or millets, dal or other
      protein, plenty of vegetables, fruit, and milk or curd. Good food helps growth, bones and the immune system.

      Keep sugary drinks, sweets and fried snacks small. Some adults with Thalassemia develop diabetes, and
      healthy habits help protect against it. Drink enough water, especially in hot weather.

      Cooking sour dishes in iron pans adds some iron to food; steel vessels are an easy swap. Smoking and alcohol
      harm the liver and bones and are best avoided.
    `,
    keywords: [
      'healthy food',
      'balanced diet',
      'diet plan',
      'what to eat',
      'kya khaye',
      'nutrition',
      'thali',
      'vegetarian diet',
      'kadhai',
      'iron pan',
      'diabetes',
      'sugar',
    ],
    related: ['What iron-rich foods should we limit?', 'Calcium and vitamin D: which foods?'],
    interests: ['healthy eating', 'cooking'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'bone-health',
    title: 'How can we keep bones strong?',
    topic: 'diet',
    audience: 'patient',
    body: prose`
      Weak bones (osteopenia and osteoporosis) are common in Thalassemia, even in young adults. Causes include an
      overworked marrow, too much iron, late puberty, low vitamin D and too little exercise.

      What helps: transfusions that keep haemoglobin at the target, good chelation, enough calcium and vitamin D,
      and daily physical activity such as walking, cycling, dancing, yoga or games. Avoid smoking.

      Doctors usually advise a bone density scan (DEXA) from the teenage years. Bone pain or a fracture after a
      small fall should be reported. Treatment for weak bones exists and works best when started early.
    `,
    keywords: [
      'bones',
      'bone health',
      'osteoporosis',
      'osteopenia',
      'haddi',
      'haddiyan kamzor',
      'DEXA',
      'bone density',
      'back pain',
      'fracture',
      'strong bones',
    ],
    related: ['Calcium and vitamin D: which foods?', 'Can my child play sports?', 'Growth and puberty: when to worry?'],
    interests: ['sports', 'yoga', 'fitness'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
];
