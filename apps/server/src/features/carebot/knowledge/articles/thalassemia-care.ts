import type { KnowledgeArticle } from '../article.ts';
import { prose } from '../prose.ts';
import { REVIEWED, TIF_TDT } from '../sources.ts';

/** The body over the years (spleen, growth) and the treatments that can cure (transplant, gene therapy). */
export const THALASSEMIA_CARE: KnowledgeArticle[] = [
  {
    id: 'spleen-and-splenectomy',
    title: 'What does the spleen do in Thalassemia?',
    topic: 'thalassemia-basics',
    audience: 'patient',
    body: prose`
      The spleen sits under the left ribs and filters old blood cells. In Thalassemia it can grow large,
      especially when transfusions are not enough. A big spleen can destroy transfused blood quickly, so the
      child needs blood more often.

      If that happens, the doctor may advise removing the spleen (splenectomy). It is usually avoided in young
      children. Before the operation the child needs extra vaccines, and afterwards the doctor may advise
      antibiotics and other care.

      Without a spleen, the body fights some infections poorly. A fever in a person without a spleen is urgent:
      go to a doctor or hospital the same day, without waiting to see if it settles. Keep a card saying the
      spleen was removed.
    `,
    keywords: [
      'spleen',
      'splenectomy',
      'tilli',
      'pet phoolna',
      'swollen belly',
      'big spleen',
      'spleen removed',
      'spleen operation',
      'fever no spleen',
      'asplenia',
      'pleeha',
    ],
    related: [
      'What should we do about a fever after a transfusion?',
      'Which vaccines does a child with Thalassemia need?',
      'How often does a child with Thalassemia need blood?',
    ],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'growth-and-puberty',
    title: 'Growth and puberty',
    topic: 'thalassemia-basics',
    audience: 'patient',
    body: prose`
      Children with Thalassemia can grow well when their transfusions keep haemoglobin at the target and their
      chelation keeps iron down. Too much iron can harm the glands that control growth and puberty, so some
      children grow slowly or start puberty late.

      The doctor measures height and weight regularly and plots them on a growth chart. Tell the doctor if a girl
      shows no breast development by about 13 years, or a boy shows no signs of puberty by about 14 years.

      Late growth and puberty can be treated, usually by a hormone specialist (endocrinologist) working with the
      haematologist. Checking early gives the best result, so do not wait.
    `,
    keywords: [
      'growth',
      'height',
      'short',
      'puberty',
      'late puberty',
      'hormones',
      'endocrine',
      'lambai',
      'kad',
      'growing',
      'periods late',
      'teenager',
      'development',
      'lamba nahi',
      'height kam',
      'chhota reh gaya',
    ],
    related: [
      'Why does iron build up in the body?',
      'How can we keep bones strong?',
      'What is the haemoglobin target before a transfusion?',
    ],
    interests: ['sports', 'fitness'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'bone-marrow-transplant',
    title: 'Bone marrow transplant (HSCT) and HLA matching',
    topic: 'thalassemia-basics',
    audience: 'patient',
    body: prose`
      A bone marrow (stem cell) transplant, called HSCT, replaces the patient's blood-forming cells with healthy
      ones from a donor. It is the treatment that can cure Thalassemia today.

      The donor must match the patient's tissue type, found by an HLA test. A brother or sister with a full HLA
      match gives the best chance. If none matches, doctors may look in unrelated donor registries or consider
      other types of donors at experienced centres.

      Results are best in young children whose iron has been well controlled. A transplant carries serious risks,
      including infections and graft-versus-host disease, and needs a long hospital stay. Discuss the benefits
      and risks with a transplant centre. Ask your centre about government and charity schemes that help with
      the cost.
    `,
    keywords: [
      'bone marrow transplant',
      'BMT',
      'HSCT',
      'stem cell transplant',
      'HLA',
      'HLA matching',
      'HLA typing',
      'cure',
      'ilaj',
      'sibling donor',
      'bhai behan match',
      'registry',
      'DATRI',
      'permanent cure',
    ],
    related: [
      'Is gene therapy available for Thalassemia?',
      'Can any diet or herbal medicine cure Thalassemia?',
      'What is Thalassemia major?',
    ],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
  {
    id: 'gene-therapy',
    title: 'Gene therapy for Thalassemia',
    topic: 'thalassemia-basics',
    audience: 'patient',
    body: prose`
      Gene therapy is a newer treatment. Doctors collect the patient's own blood-forming stem cells, correct them
      in a laboratory, either by adding a working gene or by editing a gene, and then give them back after strong
      chemotherapy. Because the cells are the patient's own, no donor is needed.

      Some patients treated this way have stopped needing regular transfusions. It has been approved in a few
      countries for some patients, is very expensive, and is not yet routine care in India. Research is going on,
      and long-term results are still being studied.

      Be careful of anyone who sells a quick or cheap "gene cure". Ask your haematologist about genuine trials.
    `,
    keywords: [
      'gene therapy',
      'gene editing',
      'CRISPR',
      'new treatment',
      'research',
      'trial',
      'future cure',
      'naya ilaj',
      'genetic cure',
      'stem cells own',
    ],
    related: ['Can a bone marrow transplant cure Thalassemia?', 'Can any diet or herbal medicine cure Thalassemia?'],
    interests: ['science', 'reading'],
    source: TIF_TDT,
    reviewed: REVIEWED,
  },
];
