import type { KnowledgeArticle } from './article.ts';
import { DAILY_LIFE } from './articles/daily-life.ts';
import { DIET } from './articles/diet.ts';
import { DONATION_ELIGIBILITY } from './articles/donation-eligibility.ts';
import { DONATION_PROCESS } from './articles/donation-process.ts';
import { IRON_AND_CHELATION } from './articles/iron-and-chelation.ts';
import { MENTAL_HEALTH } from './articles/mental-health.ts';
import { MYTHS } from './articles/myths.ts';
import { RIGHTS } from './articles/rights.ts';
import { THALASSEMIA_BASICS } from './articles/thalassemia-basics.ts';
import { THALASSEMIA_CARE } from './articles/thalassemia-care.ts';
import { TRANSFUSION } from './articles/transfusion.ts';
import { USING_RAKTSETU } from './articles/using-raktsetu.ts';

export type { KnowledgeArticle } from './article.ts';

/** Every article of CareBot's built-in knowledge base, grouped by topic. */
export const ARTICLES: KnowledgeArticle[] = [
  ...THALASSEMIA_BASICS,
  ...THALASSEMIA_CARE,
  ...TRANSFUSION,
  ...IRON_AND_CHELATION,
  ...DIET,
  ...DAILY_LIFE,
  ...MENTAL_HEALTH,
  ...RIGHTS,
  ...DONATION_ELIGIBILITY,
  ...DONATION_PROCESS,
  ...MYTHS,
  ...USING_RAKTSETU,
];
