/**
 * One article of CareBot's built-in knowledge base, written in the project's own words. Facts come from the
 * source named with it; `reviewed` is the day a person last checked the article against that source.
 */
export interface KnowledgeArticle {
  /** Stable, kebab-case: chat replies and tests refer to it. */
  id: string;
  title: string;
  topic:
    | 'thalassemia-basics'
    | 'transfusion'
    | 'iron-and-chelation'
    | 'diet'
    | 'daily-life'
    | 'mental-health'
    | 'rights'
    | 'donation-eligibility'
    | 'donation-process'
    | 'myths'
    | 'using-raktsetu';
  /** Who it is mostly for; `all` fits both. Replies prefer the asker's role. */
  audience: 'all' | 'patient' | 'donor';
  /** 60–160 words of plain language, paragraphs separated by a blank line. Never a medicine dose. */
  body: string;
  /** Words and phrases people use for this (including Hindi/Hinglish ones in Latin script), for retrieval. */
  keywords: string[];
  /** Two or three follow-up questions, phrased as a person would ask them. */
  related: string[];
  /** Interests (lower-case, from the suggested list) this article suits, for personalising. */
  interests?: string[];
  source: { organisation: string; document: string; year: number };
  /** ISO date. */
  reviewed: string;
  /** The article in Hindi and Marathi where it has been translated (`knowledge/index.ts` attaches them). */
  translations?: Partial<Record<TranslatedLanguage, ArticleTranslation>>;
}

/** The languages an article can be translated into (English is the article itself). */
export type TranslatedLanguage = 'hi' | 'mr';

/**
 * One article in another language: the same meaning as the English, never a dose the English does not give, and
 * the same source. `translated` is the day the translation was last checked against the English (ISO date).
 */
export interface ArticleTranslation {
  title: string;
  body: string;
  /** Words people type in that language (Devanagari), for retrieval. */
  keywords: string[];
  related: string[];
  translated: string;
}

/** One language's translations of a topic's articles, keyed by article id (`<topic>.hi.ts`, `<topic>.mr.ts`). */
export type ArticleTranslations = Record<string, ArticleTranslation>;
