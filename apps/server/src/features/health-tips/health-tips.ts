import type { HealthTip, Language } from '@raktsetu/shared';
import { createRetriever, type Retriever } from '../carebot/carebot-retrieval.ts';
import { ARTICLES, type KnowledgeArticle } from '../carebot/knowledge/index.ts';

/*
 * Health tips: CareBot's knowledge base, chosen for the reader's role. Patients never get donation-only topics;
 * donors get donation topics first, then what suits everyone. Searching reuses CareBot's retrieval, which also
 * searches the Hindi and Marathi translations when the words are in Devanagari. A tip is in the reader's language
 * when its article has been translated, in English otherwise, and says which (`language`).
 */

export type TipRole = 'patient' | 'donor';

const DONATION_TOPICS: ReadonlyArray<KnowledgeArticle['topic']> = ['donation-eligibility', 'donation-process'];

/** ms in a day: the dashboard's tip changes once a day. */
const DAY_MS = 24 * 60 * 60 * 1000;

function suitedTo(role: TipRole): KnowledgeArticle[] {
  if (role === 'patient') {
    return ARTICLES.filter((a) => a.audience !== 'donor' && !DONATION_TOPICS.includes(a.topic));
  }
  const forDonors = ARTICLES.filter((a) => a.audience !== 'patient');
  const first = forDonors.filter((a) => DONATION_TOPICS.includes(a.topic) || a.audience === 'donor');
  return [...first, ...forDonors.filter((a) => !first.includes(a))];
}

/** The article as a tip in `language` when it has that translation, else in English (and says so). */
export function presentTip(article: KnowledgeArticle, language: Language = 'en'): HealthTip {
  const translation = language === 'en' ? undefined : article.translations?.[language];
  return {
    id: article.id,
    title: translation?.title ?? article.title,
    body: translation?.body ?? article.body,
    topic: article.topic,
    source: article.source,
    reviewed: article.reviewed,
    language: translation ? language : 'en',
  };
}

const ARTICLES_BY_ID = new Map(ARTICLES.map((a) => [a.id, a]));

/** A tip already chosen (the dashboard's, in English) in the reader's language; unknown ids stay as they are. */
export function tipIn(tip: HealthTip, language: Language): HealthTip {
  const article = ARTICLES_BY_ID.get(tip.id);
  return article ? presentTip(article, language) : tip;
}

export function createHealthTips() {
  const byRole: Record<TipRole, { articles: KnowledgeArticle[]; retriever: Retriever }> = {
    patient: { articles: suitedTo('patient'), retriever: createRetriever(suitedTo('patient')) },
    donor: { articles: suitedTo('donor'), retriever: createRetriever(suitedTo('donor')) },
  };
  return {
    /** The role's tips, best match first when `q` is given (nothing matches: empty). */
    list(role: TipRole, q: string | undefined, language: Language = 'en'): HealthTip[] {
      const { articles, retriever } = byRole[role];
      if (!q) return articles.map((article) => presentTip(article, language));
      return retriever.search(q, { role, interests: [], language }).map((hit) => presentTip(hit.article, language));
    },
    /** One tip for the role, the same all day (UTC), the next one tomorrow. */
    ofTheDay(role: TipRole, now: Date, language: Language = 'en'): HealthTip | null {
      const { articles } = byRole[role];
      const first = role === 'donor' ? articles.filter((a) => a.audience === 'donor') : articles;
      const pool = first.length > 0 ? first : articles;
      const article = pool[Math.floor(now.getTime() / DAY_MS) % pool.length];
      return article ? presentTip(article, language) : null;
    },
  };
}
export type HealthTips = ReturnType<typeof createHealthTips>;

/** The tips' role for a signed-in user: donors get the donor's tips, everyone else the general ones. */
export const tipRole = (userType: string): TipRole => (userType === 'Donor' ? 'donor' : 'patient');
