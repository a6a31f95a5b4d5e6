import type { ArticleTranslations, KnowledgeArticle, TranslatedLanguage } from './article.ts';
import { DAILY_LIFE } from './articles/daily-life.ts';
import { DAILY_LIFE_HI } from './articles/daily-life.hi.ts';
import { DAILY_LIFE_MR } from './articles/daily-life.mr.ts';
import { DIET } from './articles/diet.ts';
import { DIET_HI } from './articles/diet.hi.ts';
import { DIET_MR } from './articles/diet.mr.ts';
import { DONATION_ELIGIBILITY } from './articles/donation-eligibility.ts';
import { DONATION_ELIGIBILITY_HI } from './articles/donation-eligibility.hi.ts';
import { DONATION_ELIGIBILITY_MR } from './articles/donation-eligibility.mr.ts';
import { DONATION_PROCESS } from './articles/donation-process.ts';
import { DONATION_PROCESS_HI } from './articles/donation-process.hi.ts';
import { DONATION_PROCESS_MR } from './articles/donation-process.mr.ts';
import { IRON_AND_CHELATION } from './articles/iron-and-chelation.ts';
import { IRON_AND_CHELATION_HI } from './articles/iron-and-chelation.hi.ts';
import { IRON_AND_CHELATION_MR } from './articles/iron-and-chelation.mr.ts';
import { MENTAL_HEALTH } from './articles/mental-health.ts';
import { MENTAL_HEALTH_HI } from './articles/mental-health.hi.ts';
import { MENTAL_HEALTH_MR } from './articles/mental-health.mr.ts';
import { MYTHS } from './articles/myths.ts';
import { MYTHS_HI } from './articles/myths.hi.ts';
import { MYTHS_MR } from './articles/myths.mr.ts';
import { RIGHTS } from './articles/rights.ts';
import { RIGHTS_HI } from './articles/rights.hi.ts';
import { RIGHTS_MR } from './articles/rights.mr.ts';
import { THALASSEMIA_BASICS } from './articles/thalassemia-basics.ts';
import { THALASSEMIA_BASICS_HI } from './articles/thalassemia-basics.hi.ts';
import { THALASSEMIA_BASICS_MR } from './articles/thalassemia-basics.mr.ts';
import { THALASSEMIA_CARE } from './articles/thalassemia-care.ts';
import { THALASSEMIA_CARE_MR } from './articles/thalassemia-care.mr.ts';
import { THALASSEMIA_CARE_HI } from './articles/thalassemia-care.hi.ts';
import { TRANSFUSION } from './articles/transfusion.ts';
import { TRANSFUSION_HI } from './articles/transfusion.hi.ts';
import { TRANSFUSION_MR } from './articles/transfusion.mr.ts';
import { USING_RAKTSETU } from './articles/using-raktsetu.ts';
import { USING_RAKTSETU_HI } from './articles/using-raktsetu.hi.ts';
import { USING_RAKTSETU_MR } from './articles/using-raktsetu.mr.ts';

export type { KnowledgeArticle } from './article.ts';

/*
 * Translations. Each topic's articles are written in English in `articles/<topic>.ts`; its Hindi and Marathi
 * live beside it in `articles/<topic>.hi.ts` and `articles/<topic>.mr.ts`, one `ArticleTranslations` object keyed
 * by article id (title, body, Devanagari keywords, related questions, the `translated` date). To translate another
 * topic: add the two files, list them below, and keep the meaning, numbers and source of the English — never a
 * dose the English does not give. An article without a translation is answered in English with a one-line note in
 * the asker's language; the tests check that every translation names a real article and passes the dose check.
 *
 * Every topic is translated into Hindi and Marathi. A new article needs its two translations too; until then it
 * answers in English with the note.
 */
export const TRANSLATIONS: Record<TranslatedLanguage, ArticleTranslations[]> = {
  hi: [
    THALASSEMIA_BASICS_HI,
    THALASSEMIA_CARE_HI,
    TRANSFUSION_HI,
    IRON_AND_CHELATION_HI,
    DIET_HI,
    DAILY_LIFE_HI,
    MENTAL_HEALTH_HI,
    RIGHTS_HI,
    DONATION_ELIGIBILITY_HI,
    DONATION_PROCESS_HI,
    MYTHS_HI,
    USING_RAKTSETU_HI,
  ],
  mr: [
    THALASSEMIA_BASICS_MR,
    THALASSEMIA_CARE_MR,
    TRANSFUSION_MR,
    IRON_AND_CHELATION_MR,
    DIET_MR,
    DAILY_LIFE_MR,
    MENTAL_HEALTH_MR,
    RIGHTS_MR,
    DONATION_ELIGIBILITY_MR,
    DONATION_PROCESS_MR,
    MYTHS_MR,
    USING_RAKTSETU_MR,
  ],
};

/** The articles with their translations attached; a translation of an article that does not exist is a bug. */
function withTranslations(
  articles: KnowledgeArticle[],
  translations: Record<TranslatedLanguage, ArticleTranslations[]>,
): KnowledgeArticle[] {
  const ids = new Set(articles.map((a) => a.id));
  for (const [language, topics] of Object.entries(translations)) {
    for (const id of topics.flatMap((t) => Object.keys(t))) {
      if (!ids.has(id)) throw new Error(`The ${language} translation of "${id}" has no English article`);
    }
  }
  return articles.map((article) => {
    const hi = translations.hi.find((t) => t[article.id])?.[article.id];
    const mr = translations.mr.find((t) => t[article.id])?.[article.id];
    if (!hi && !mr) return article;
    return { ...article, translations: { ...(hi && { hi }), ...(mr && { mr }) } };
  });
}

/** Every article of CareBot's built-in knowledge base, grouped by topic, with the translations it has. */
export const ARTICLES: KnowledgeArticle[] = withTranslations(
  [
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
  ],
  TRANSLATIONS,
);
