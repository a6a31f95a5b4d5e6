import {
  ELIGIBILITY,
  eligibility,
  type DonorHealth,
  type IneligibleReason,
  type recommendationSchema,
} from '@raktsetu/shared';
import type { z } from 'zod';
import type { KnowledgeArticle } from './knowledge/article.ts';
import { citationOf } from './carebot-answer.ts';

/*
 * GET /ai/recommendations: for donors, when they may give next and how to prepare and recover; for patients,
 * what to keep track of and how often (docs/product.md's clinical rules); for both, articles on their interests.
 */

export type Recommendation = z.infer<typeof recommendationSchema>;

const MAX_INTEREST_ARTICLES = 3;

const REASON_TEXT: Record<Exclude<IneligibleReason, 'recent_donation'>, string> = {
  too_young: `donors must be at least ${ELIGIBILITY.minAge}`,
  too_old: `donors must be at most ${ELIGIBILITY.maxAge}`,
  underweight: `donors must weigh at least ${ELIGIBILITY.minWeightKg} kg`,
  low_haemoglobin: `haemoglobin must be at least ${ELIGIBILITY.minHaemoglobin} g/dL on the day`,
};

/** The citation of the first article on a topic, when the knowledge base has one. */
function citeTopic(articles: readonly KnowledgeArticle[], topic: KnowledgeArticle['topic']) {
  const article = articles.find((a) => a.topic === topic);
  return article ? citationOf(article) : null;
}

/** Articles on the person's interests, for their role, first paragraph only. */
function interestArticles(
  articles: readonly KnowledgeArticle[],
  interests: readonly string[],
  role: 'patient' | 'donor',
): Recommendation[] {
  const wanted = new Set(interests);
  return articles
    .filter((a) => a.audience !== (role === 'patient' ? 'donor' : 'patient'))
    .filter((a) => a.interests?.some((i) => wanted.has(i)))
    .slice(0, MAX_INTEREST_ARTICLES)
    .map((a) => ({
      title: a.title,
      body: a.body.trim().split(/\n\s*\n/)[0] ?? a.body,
      date: null,
      citation: citationOf(a),
    }));
}

function nextDonation(health: DonorHealth | null, today: string, citation: Recommendation['citation']): Recommendation {
  const result = eligibility(health ?? {}, today);
  const other = result.reasons.filter((r): r is keyof typeof REASON_TEXT => r !== 'recent_donation');
  if (other.length > 0) {
    const why = other.map((r) => REASON_TEXT[r]).join('; ');
    return {
      title: 'Before your next donation',
      body: `From what your profile says you cannot donate at the moment (${why}). A blood bank doctor checks this on the day; thank you for wanting to help.`,
      date: null,
      citation,
    };
  }
  if (result.next_eligible_date) {
    return {
      title: 'Your next donation',
      body: `Your body is rebuilding what you gave. You can donate again from ${result.next_eligible_date}; we only alert you about requests from then on.`,
      date: result.next_eligible_date,
      citation,
    };
  }
  return {
    title: 'You can donate now',
    body: 'Enough time has passed since your last donation. Keep "Available for SOS" on if you are happy to be asked in an emergency.',
    date: today,
    citation,
  };
}

export function donorRecommendations(
  health: DonorHealth | null,
  today: string,
  articles: readonly KnowledgeArticle[],
  interests: readonly string[],
): Recommendation[] {
  const process = citeTopic(articles, 'donation-process');
  return [
    nextDonation(health, today, citeTopic(articles, 'donation-eligibility')),
    {
      title: 'Before you donate',
      body: 'Sleep well the night before, eat a normal meal a few hours before and drink plenty of water. Avoid alcohol the day before, and bring an identity card.',
      date: null,
      citation: process,
    },
    {
      title: 'After you donate',
      body: 'Rest for 10–15 minutes and have the drink and snack offered. Drink extra fluids that day, avoid heavy lifting and hard exercise, and keep the bandage on for a few hours. If you feel faint, lie down with your feet raised.',
      date: null,
      citation: process,
    },
    ...interestArticles(articles, interests, 'donor'),
  ];
}

export function patientRecommendations(
  articles: readonly KnowledgeArticle[],
  interests: readonly string[],
): Recommendation[] {
  return [
    {
      title: 'Transfusions',
      body: 'Most people with Thalassemia major need a transfusion every 2–4 weeks. Note each date and the haemoglobin measured before it, so your doctor can keep it in the target range and plan the next one.',
      date: null,
      citation: citeTopic(articles, 'transfusion'),
    },
    {
      title: 'Ferritin and iron',
      body: 'Every transfusion adds iron the body cannot remove by itself. Ferritin is usually checked about every 3 months; keep the results together to show your haematologist.',
      date: null,
      citation: citeTopic(articles, 'iron-and-chelation'),
    },
    {
      title: 'Chelation',
      body: 'Take the chelation medicine exactly as your haematologist prescribed, and tell them about side effects rather than stopping or changing it yourself. The dose is theirs to set.',
      date: null,
      citation: citeTopic(articles, 'iron-and-chelation'),
    },
    ...interestArticles(articles, interests, 'patient'),
  ];
}
