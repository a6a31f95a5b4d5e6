import { EMERGENCY_PHONE, type CarebotCitation } from '@raktsetu/shared';
import type { KnowledgeArticle } from './knowledge/article.ts';
import { MIN_COVERAGE, type AskerContext, type RetrievalHit } from './carebot-retrieval.ts';

/** Ends every reply that is not a fixed safety reply; the web shows a longer disclaimer too. */
export const DISCLAIMER = `CareBot gives general information, not medical advice. For an emergency call ${EMERGENCY_PHONE}.`;
export const DONT_KNOW = "I don't know that one — please ask your doctor or haematologist.";

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

export function citationOf(article: KnowledgeArticle): CarebotCitation {
  return { title: article.title, ...article.source };
}

export function sourceLine(article: KnowledgeArticle): string {
  const { organisation, document, year } = article.source;
  return `Source: ${organisation}, ${document} (${year})`;
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
  const candidates = [...hits.map((h) => h.article), ...starters].flatMap((a) => a.related.slice(0, 1));
  return unique(candidates, question).slice(0, MAX_RELATED);
}

/** A short reply from the knowledge base: one or two articles with their sources, or an honest "I don't know". */
export function answerFromKnowledge(
  question: string,
  hits: readonly RetrievalHit[],
  all: readonly KnowledgeArticle[],
  asker: AskerContext,
): KnowledgeAnswer {
  const articles = answeringArticles(hits);
  if (articles.length === 0) {
    return {
      text: DONT_KNOW,
      answered: false,
      articles: [],
      citations: [],
      related: nearbyQuestions(hits, all, asker, question),
    };
  }
  return {
    text: articles.map((a) => `${a.body.trim()}\n\n${sourceLine(a)}`).join('\n\n'),
    answered: true,
    articles,
    citations: articles.map(citationOf),
    related: unique(
      articles.flatMap((a) => a.related),
      question,
    ).slice(0, MAX_RELATED),
  };
}
