import type { KnowledgeArticle } from '../article.ts';
import { prose } from '../prose.ts';
import { NBTC_DONOR_SELECTION, NHM_HAEMOGLOBINOPATHIES, REVIEWED, TIF_TDT, WHO_DONOR_SELECTION } from '../sources.ts';

export const MYTHS: KnowledgeArticle[] = [
  {
    id: 'myth-contagious',
    title: 'Is Thalassemia contagious?',
    topic: 'myths',
    audience: 'all',
    body: prose`
      No. Thalassemia is not contagious: it cannot be caught from another person. It is inherited: a child is born
      with it because of genes from both parents.

      You cannot get it by touching, hugging, sharing food, plates or water, playing together, sitting in the same
      class, or living in the same house. A child with Thalassemia is completely safe to be around.

      Please do not keep children with Thalassemia away from school, games or family events. What they need from
      friends and neighbours is kindness, not distance.
    `,
    keywords: [
      'contagious',
      'infectious',
      'spread',
      'catch',
      'chhoot',
      'chhut ki bimari',
      'failta hai',
      'touching',
      'sharing food',
      'thalassemia spread',
      'thalasemia contagious',
    ],
    related: ['How is Thalassemia passed from parents to children?', 'What is Thalassemia?'],
    source: NHM_HAEMOGLOBINOPATHIES,
    reviewed: REVIEWED,
  },
  {
    id: 'myth-herbal-cure',
    title: 'Can any diet or herbal medicine cure Thalassemia?',
    topic: 'myths',
    audience: 'patient',
    body: prose`
      No. No food, juice, herbal powder, home remedy or special diet can cure Thalassemia or make the body produce
      healthy haemoglobin. Claims about such "cures" online or from healers are not true.

      Stopping transfusions or chelation to try a remedy can be dangerous, even life-threatening. Some remedies
      also contain iron or harmful metals.

      Today a bone marrow transplant can cure some patients, and gene therapy is being developed. If you want to
      try any other product alongside treatment, first show it to your haematologist.
    `,
    keywords: [
      'cure',
      'herbal',
      'ayurveda',
      'ayurvedic',
      'homeopathy',
      'desi ilaj',
      'jadi buti',
      'nuskha',
      'home remedy',
      'gharelu upay',
      'wheatgrass',
      'permanent cure',
      'baba',
      'thalassemia cure',
    ],
    related: [
      'Can a bone marrow transplant cure Thalassemia?',
      'Is gene therapy available for Thalassemia?',
      'Can diet replace transfusions?',
    ],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'myth-diet-replaces-transfusion',
    title: 'Can diet replace transfusions?',
    topic: 'myths',
    audience: 'patient',
    body: prose`
      No. In Thalassemia the body cannot make enough healthy haemoglobin, however well the person eats. Foods like
      beetroot, pomegranate, jaggery or spinach do not fix this.

      Extra iron from food does not help a person with Thalassemia and can add to the iron already coming from
      transfusions. Only transfusions raise the haemoglobin, and only chelation removes the extra iron.

      Good food still matters for growth, bones and energy. Eat a balanced diet, and keep every transfusion and
      every day of chelation the doctor advises.
    `,
    keywords: [
      'diet instead of transfusion',
      'food instead of blood',
      'beetroot',
      'chukandar',
      'anaar',
      'pomegranate',
      'jaggery',
      'gud',
      'khoon badhane wala khana',
      'hb badhane ke liye',
      'stop transfusion',
    ],
    related: ['What iron-rich foods should we limit?', 'Why does a child with Thalassemia need blood transfusions?'],
    interests: ['healthy eating'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'myth-donation-weakens',
    title: 'Does donating blood make you weak?',
    topic: 'myths',
    audience: 'donor',
    body: prose`
      No. A healthy adult has plenty of blood, and a donation takes only a small part of it. The body replaces the
      fluid within a day or two and the red cells over the next few weeks.

      The checks before donating (age, weight, haemoglobin, health questions) and the gap of 90 days for men and
      120 days for women make sure you give only when your body can spare it.

      You may feel a little tired for the rest of that day. Rest, drink fluids and eat well, and you can go back
      to normal life. Many people donate regularly for decades.
    `,
    keywords: [
      'donation weakness',
      'kamzori',
      'weak after donation',
      'side effects donation',
      'health risk',
      'donating harmful',
      'nuksan',
      'khoon kam ho jayega',
      'is donating safe',
    ],
    related: ['What should I do after donating blood?', 'How often can I donate blood?'],
    source: WHO_DONOR_SELECTION,
    reviewed: REVIEWED,
  },
  {
    id: 'myth-vegetarians-cannot-donate',
    title: 'Can vegetarians donate blood?',
    topic: 'myths',
    audience: 'donor',
    body: prose`
      Yes. Vegetarians and vegans can donate blood in the same way as anyone else. What counts is your age, your
      weight, your health on the day and a haemoglobin of at least 12.5 g/dL.

      A vegetarian diet with dals, chana, rajma, green leafy vegetables, nuts, seeds and fruit can give plenty of
      iron for a donor. Eating some fruit rich in vitamin C with meals helps the body take it in.

      Many of India's most regular donors are vegetarian.
    `,
    keywords: [
      'vegetarian',
      'veg',
      'vegan',
      'shakahari',
      'jain',
      'no meat donate',
      'pure veg',
      'vegetarian donor',
      'egg',
      'diet donor',
    ],
    related: ['Who can donate blood?', 'What if I was turned away for low haemoglobin?'],
    interests: ['healthy eating', 'cooking'],
    source: NBTC_DONOR_SELECTION,
    reviewed: REVIEWED,
  },
  {
    id: 'myth-donation-infection',
    title: 'Can I get an infection from donating blood?',
    topic: 'myths',
    audience: 'donor',
    body: prose`
      No. Every donation uses a new, sterile needle and bag that are opened in front of you and thrown away after
      use. Nothing that touches your blood has been used on anyone else, so you cannot catch HIV, hepatitis or any
      other infection by donating.

      The tests the blood centre runs on donated blood are there to protect the patient who receives it.

      If you are nervous, tell the staff. They will explain each step, and you can ask to see the sealed needle
      pack.
    `,
    keywords: [
      'infection from donation',
      'HIV from donating',
      'needle reuse',
      'safe needle',
      'darr',
      'fear',
      'hepatitis donation',
      'sterile',
      'is it safe',
      'bimari lagna',
      'safe to donate',
      'donation safe',
    ],
    related: ['What happens when I donate blood?', 'What is filtered or cross-matched blood?'],
    source: WHO_DONOR_SELECTION,
    reviewed: REVIEWED,
  },
];
