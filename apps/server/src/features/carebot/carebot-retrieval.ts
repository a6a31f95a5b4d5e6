import type { Language } from '@raktsetu/shared';
import MiniSearch from 'minisearch';
import type { KnowledgeArticle } from './knowledge/article.ts';
import { knownDevanagariWords } from './safety/normalise.ts';

/*
 * Retrieval over CareBot's built-in knowledge base (docs/decisions/0016): MiniSearch's BM25 ranking with typo
 * tolerance and prefixes, titles and keywords (Hinglish ones too) weighted above the body, then re-ranked for
 * the asker's role and interests. Hindi and Marathi translations are indexed in fields of their own, searched only
 * for a question written in Devanagari, so English questions rank exactly as they did before translations.
 */

/** Who is asking: replies prefer articles written for them, and touch on what they care about. */
export interface AskerContext {
  role: 'patient' | 'donor' | null;
  interests: readonly string[];
  /** The language to answer in (`carebot-language.ts`); English when not given. */
  language?: Language;
}

export interface RetrievalHit {
  article: KnowledgeArticle;
  score: number;
  /** The share of the question's meaningful words this article matched (0–1). */
  coverage: number;
}

export interface Retriever {
  readonly articles: readonly KnowledgeArticle[];
  search(question: string, asker: AskerContext): RetrievalHit[];
}

/** An article answers a question when it matched at least half of its meaningful words. */
export const MIN_COVERAGE = 0.5;
const ROLE_MATCH = 1.2;
const ROLE_MISMATCH = 0.85;
const INTEREST_MATCH = 1.15;

// Words that carry no topic, in English and in Hindi written in Latin script, so "kya hai" or "what is" never
// counts as a match on its own.
const STOP_WORDS = new Set(
  (
    'a an the is are was were be been being am i me my mine we our us you your he she him her his it its they them ' +
    'their this that these those what whats which who whom how when where why can could should would will shall ' +
    'do does did done have has had of in on at to for from with about as by or and but if not so than too very ' +
    'just any some there here im its much many more most get got also please tell know want need like into ' +
    'kya hai hain ho hota hoti hote ka ki ke ko se me mein mai main aur ya to bhi na kaise kab kyu kyun kyon ' +
    'kitna kitni kitne mera meri mere mujhe hum ham aap tum yeh ye woh wo koi kuch batao bataiye karein kare karna karu ' +
    'chahiye hona hoga sakta sakte sakti raha rahi rahe tha thi the ab abhi bahut bohot wala wale wali ' +
    'liye padta padti padte padega padegi padenge lagta lagti jata jati jate ' +
    // The same filler in Devanagari, Hindi then Marathi.
    'क्या है हैं हो होता होती होते का की के को से में मैं और या तो भी न कैसे कब क्यों कितना कितनी कितने मेरा मेरी मेरे ' +
    'मुझे हम आप तुम यह ये वह वो कोई कुछ बताइए बताओ करें करना चाहिए सकता सकती सकते रहा रही रहे था थी थे अब बहुत लिए ' +
    'पड़ता पड़ती जाता जाती जाते फिर बाद कर हूँ हूं कृपया वाले वाली वाला ' +
    'काय आहे आहेत आणि किंवा मी मला माझा माझी माझे माझ्या आम्ही तुम्ही आपण का कसे कसा कशी कधी किती ला ची चा चे ' +
    'करू करावे करायचे शकतो शकते शकता हवे हवं पाहिजे सांगा नंतर पुन्हा होते होतो तर पण'
  ).split(' '),
);
const DEVANAGARI_LETTER = /\p{Script=Devanagari}/u;
const ENGLISH_FIELDS = ['title', 'keywords', 'body'];
const TRANSLATED_FIELDS = ['translatedTitle', 'translatedKeywords', 'translatedBody'];

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  return word.length < 2 || STOP_WORDS.has(word) ? null : word;
}

/** The words of a question retrieval can match on. */
export function meaningfulTerms(question: string): string[] {
  return [...new Set(tokenize(question).flatMap((t) => processTerm(t) ?? []))];
}

/** An article as the index holds it: the English, and its translations together in their own fields. */
function indexed(a: KnowledgeArticle): Record<string, string> {
  const translations = Object.values(a.translations ?? {});
  return {
    id: a.id,
    title: a.title,
    keywords: a.keywords.join(' '),
    body: a.body,
    translatedTitle: translations.map((t) => t.title).join(' '),
    translatedKeywords: translations.flatMap((t) => t.keywords).join(' '),
    translatedBody: translations.map((t) => t.body).join('\n\n'),
  };
}

export function createRetriever(articles: readonly KnowledgeArticle[]): Retriever {
  const byId = new Map(articles.map((a) => [a.id, a]));
  const index = new MiniSearch<Record<string, string>>({
    fields: [...ENGLISH_FIELDS, ...TRANSLATED_FIELDS],
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 2.5, body: 1, translatedTitle: 3, translatedKeywords: 2.5, translatedBody: 1 },
      // Typos: one wrong letter in 5–9 letters, two from 10 ("thalasemia", "ferittin").
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      prefix: (term) => term.length >= 4,
      combineWith: 'OR',
    },
  });
  index.addAll(articles.map(indexed));

  /** One search over some fields, re-ranked for the asker, with the share of the question each article matched. */
  function ranked(question: string, fields: string[], asker: AskerContext): RetrievalHit[] {
    const wanted = meaningfulTerms(question);
    if (wanted.length === 0) return [];
    const interests = new Set(asker.interests);
    return index.search(question, { fields }).flatMap((result) => {
      const article = byId.get(String(result.id));
      if (!article) return [];
      let score = result.score;
      if (asker.role && article.audience === asker.role) score *= ROLE_MATCH;
      else if (asker.role && article.audience !== 'all') score *= ROLE_MISMATCH;
      if (article.interests?.some((i) => interests.has(i))) score *= INTEREST_MATCH;
      const matched = new Set(result.queryTerms);
      // A bare number ("ferritin is 3000") counts only when an article knows it ("90 days", "14416").
      const asked = wanted.filter((w) => !/^\d+$/.test(w) || matched.has(w)).length;
      const coverage = Math.min(1, matched.size / Math.max(1, asked));
      // An article that answers all of the question ranks above one that scores higher on half of it.
      return [{ article, score: score * coverage, coverage }];
    });
  }

  return {
    articles,
    search(question, asker) {
      if (!DEVANAGARI_LETTER.test(question)) return ranked(question, ENGLISH_FIELDS, asker).sort(byScore);
      // Devanagari: the translations as written, and the English articles through the words the safety rules
      // know in Hinglish ("थैलेसीमिया" → "thalassemia"), so an article not yet translated can still answer.
      const best = new Map<string, RetrievalHit>();
      const hits = [
        ...ranked(question, TRANSLATED_FIELDS, asker),
        ...ranked(knownDevanagariWords(question), ENGLISH_FIELDS, asker),
      ];
      for (const hit of hits) {
        const seen = best.get(hit.article.id);
        if (!seen || hit.score > seen.score) best.set(hit.article.id, hit);
      }
      return [...best.values()].sort(byScore);
    },
  };
}

const byScore = (a: RetrievalHit, b: RetrievalHit) => b.score - a.score;
