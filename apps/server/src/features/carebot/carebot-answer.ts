import type { CarebotCitation, Language } from '@raktsetu/shared';
import type { KnowledgeArticle } from './knowledge/article.ts';
import { MIN_COVERAGE, type AskerContext, type RetrievalHit } from './carebot-retrieval.ts';
import { CAREBOT_TEXTS } from './carebot-texts.ts';

/** Ends every reply that is not a fixed safety reply; the web shows a longer disclaimer too. */
export const DISCLAIMER = CAREBOT_TEXTS.en.disclaimer;
export const DONT_KNOW = CAREBOT_TEXTS.en.dontKnow;

/** A second article joins the reply only when it scores nearly as well as the first. */
const SECOND_ARTICLE_SHARE = 0.75;
const MAX_RELATED = 3;

/** What the knowledge base can say to a question: the text without lead or disclaimer, and what goes with it. */
export interface KnowledgeAnswer {
  text: string;
  /** False: nothing matched well enough, and `text` says so honestly. */
  answered: boolean;
  articles: KnowledgeArticle[];
  citations: CarebotCitation[];
  related: string[];
}

/** An article as the asker reads it: in their language when translated, else the English (`translated` false). */
export interface LocalisedArticle {
  title: string;
  body: string;
  related: string[];
  translated: boolean;
}

export function localised(article: KnowledgeArticle, language: Language = 'en'): LocalisedArticle {
  const t = language === 'en' ? undefined : article.translations?.[language];
  if (t) return { title: t.title, body: t.body, related: t.related, translated: true };
  return { title: article.title, body: article.body, related: article.related, translated: language === 'en' };
}

export function citationOf(article: KnowledgeArticle, language: Language = 'en'): CarebotCitation {
  return { title: localised(article, language).title, ...article.source };
}

export function sourceLine(article: KnowledgeArticle, language: Language = 'en'): string {
  const { organisation, document, year } = article.source;
  return CAREBOT_TEXTS[language].sourceLine(organisation, document, year);
}

/** The articles that answer the question: the best one, and a second when it scores nearly as well. */
export function answeringArticles(hits: readonly RetrievalHit[]): KnowledgeArticle[] {
  const confident = hits.filter((h) => h.coverage >= MIN_COVERAGE);
  const [best, second] = confident;
  if (!best) return [];
  return second && second.score >= best.score * SECOND_ARTICLE_SHARE ? [best.article, second.article] : [best.article];
}

function unique(questions: string[], asked: string): string[] {
  const seen = new Set([asked.trim().toLowerCase()]);
  return questions.filter((q) => {
    const key = q.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Topics to offer when nothing answered: what came closest, else the basics for the asker's role. */
function nearbyQuestions(
  hits: readonly RetrievalHit[],
  all: readonly KnowledgeArticle[],
  asker: AskerContext,
  question: string,
) {
  const starters = all.filter((a) =>
    asker.role === 'donor'
      ? a.topic === 'donation-eligibility' || a.topic === 'donation-process'
      : a.topic === 'thalassemia-basics',
  );
  const candidates = [...hits.map((h) => h.article), ...starters].flatMap((a) =>
    localised(a, asker.language).related.slice(0, 1),
  );
  return unique(candidates, question).slice(0, MAX_RELATED);
}

/** A short reply from the knowledge base: one or two articles with their sources, or an honest "I don't know". */
export function answerFromKnowledge(
  question: string,
  hits: readonly RetrievalHit[],
  all: readonly KnowledgeArticle[],
  asker: AskerContext,
): KnowledgeAnswer {
  const language = asker.language ?? 'en';
  const texts = CAREBOT_TEXTS[language];
  const articles = answeringArticles(hits);
  if (articles.length === 0) {
    return {
      text: texts.dontKnow,
      answered: false,
      articles: [],
      citations: [],
      related: nearbyQuestions(hits, all, asker, question),
    };
  }
  const read = articles.map((a) => localised(a, language));
  // An article not yet in the asker's language is answered in English, with one line in theirs saying so.
  const note = read.some((r) => !r.translated) ? [texts.notTranslated] : [];
  const parts = articles.map((a, i) => {
    const r = read[i] as LocalisedArticle;
    return `${r.body.trim()}\n\n${sourceLine(a, r.translated ? language : 'en')}`;
  });
  return {
    text: [...note, ...parts].join('\n\n'),
    answered: true,
    articles,
    citations: articles.map((a) => citationOf(a, language)),
    related: unique(
      read.flatMap((r) => r.related),
      question,
    ).slice(0, MAX_RELATED),
  };
}
