import { eligibility, type DonorHealth, type Language, type recommendationSchema } from '@raktsetu/shared';
import type { z } from 'zod';
import type { KnowledgeArticle } from './knowledge/article.ts';
import { citationOf, localised } from './carebot-answer.ts';
import { RECOMMENDATION_TEXTS, type RecommendationTexts } from './carebot-recommendations-texts.ts';

/*
 * GET /ai/recommendations: for donors, when they may give next and how to prepare and recover; for patients,
 * what to keep track of and how often (docs/product.md's clinical rules); for both, articles on their interests.
 * Everything is in the asker's language (`carebot-recommendations-texts.ts`, the articles' translations).
 */

export type Recommendation = z.infer<typeof recommendationSchema>;

const MAX_INTEREST_ARTICLES = 3;

/** The citation of the first article on a topic, when the knowledge base has one. */
function citeTopic(articles: readonly KnowledgeArticle[], topic: KnowledgeArticle['topic'], language: Language) {
  const article = articles.find((a) => a.topic === topic);
  return article ? citationOf(article, language) : null;
}

/** Articles on the person's interests, for their role, first paragraph only. */
function interestArticles(
  articles: readonly KnowledgeArticle[],
  interests: readonly string[],
  role: 'patient' | 'donor',
  language: Language,
): Recommendation[] {
  const wanted = new Set(interests);
  return articles
    .filter((a) => a.audience !== (role === 'patient' ? 'donor' : 'patient'))
    .filter((a) => a.interests?.some((i) => wanted.has(i)))
    .slice(0, MAX_INTEREST_ARTICLES)
    .map((a) => {
      const read = localised(a, language);
      return {
        title: read.title,
        body: read.body.trim().split(/\n\s*\n/)[0] ?? read.body,
        date: null,
        citation: citationOf(a, language),
      };
    });
}

function nextDonation(
  health: DonorHealth | null,
  today: string,
  citation: Recommendation['citation'],
  texts: RecommendationTexts,
): Recommendation {
  const result = eligibility(health ?? {}, today);
  const other = result.reasons.filter((r): r is keyof RecommendationTexts['reasons'] => r !== 'recent_donation');
  if (other.length > 0) {
    const why = other.map((r) => texts.reasons[r]).join('; ');
    return { title: texts.beforeNextTitle, body: texts.beforeNextBody(why), date: null, citation };
  }
  if (result.next_eligible_date) {
    const date = result.next_eligible_date;
    return { title: texts.nextTitle, body: texts.nextBody(date), date, citation };
  }
  return { title: texts.nowTitle, body: texts.nowBody, date: today, citation };
}

export function donorRecommendations(
  health: DonorHealth | null,
  today: string,
  articles: readonly KnowledgeArticle[],
  interests: readonly string[],
  language: Language = 'en',
): Recommendation[] {
  const texts = RECOMMENDATION_TEXTS[language];
  const process = citeTopic(articles, 'donation-process', language);
  return [
    nextDonation(health, today, citeTopic(articles, 'donation-eligibility', language), texts),
    { title: texts.beforeTitle, body: texts.beforeBody, date: null, citation: process },
    { title: texts.afterTitle, body: texts.afterBody, date: null, citation: process },
    ...interestArticles(articles, interests, 'donor', language),
  ];
}

export function patientRecommendations(
  articles: readonly KnowledgeArticle[],
  interests: readonly string[],
  language: Language = 'en',
): Recommendation[] {
  const texts = RECOMMENDATION_TEXTS[language];
  const iron = citeTopic(articles, 'iron-and-chelation', language);
  return [
    {
      title: texts.transfusionsTitle,
      body: texts.transfusionsBody,
      date: null,
      citation: citeTopic(articles, 'transfusion', language),
    },
    { title: texts.ferritinTitle, body: texts.ferritinBody, date: null, citation: iron },
    { title: texts.chelationTitle, body: texts.chelationBody, date: null, citation: iron },
    ...interestArticles(articles, interests, 'patient', language),
  ];
}
