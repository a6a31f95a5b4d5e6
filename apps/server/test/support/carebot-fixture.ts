import type { CarebotAction } from '@raktsetu/shared';
import type { SafetyRules } from '../../src/features/carebot/carebot-engine.ts';
import type { KnowledgeArticle } from '../../src/features/carebot/knowledge/article.ts';

/** A small knowledge base of the engine's own tests (the product reads the real one). */
const base = {
  source: { organisation: 'Thalassaemia International Federation', document: 'Guidelines', year: 2021 },
  reviewed: '2026-11-01',
} as const;

export const FIXTURE_ARTICLES: KnowledgeArticle[] = [
  {
    ...base,
    id: 'what-is-thalassemia',
    title: 'What is Thalassemia?',
    topic: 'thalassemia-basics',
    audience: 'all',
    body: 'Thalassemia is an inherited blood condition: the body makes too little haemoglobin, so red cells carry less oxygen.',
    keywords: ['thalassemia', 'thalassaemia', 'thal', 'khoon ki bimari', 'inherited'],
    related: ['Is Thalassemia contagious?', 'How often are transfusions needed?'],
    interests: ['science'],
  },
  {
    ...base,
    id: 'transfusion-schedule',
    title: 'How often are transfusions needed?',
    topic: 'transfusion',
    audience: 'patient',
    body: 'Most people with Thalassemia major have a transfusion every 2 to 4 weeks, planned from their haemoglobin before each one.',
    keywords: ['transfusion', 'blood chadhana', 'schedule', 'how often'],
    related: ['What is ferritin?'],
  },
  {
    ...base,
    id: 'ferritin',
    title: 'What is ferritin?',
    topic: 'iron-and-chelation',
    audience: 'patient',
    body: 'Ferritin is a blood test that shows how much iron the body stores. It is checked about every three months.',
    keywords: ['ferritin', 'iron', 'iron overload', 'loha'],
    related: ['What does chelation do?'],
    interests: ['healthy eating'],
  },
  {
    ...base,
    id: 'donation-interval',
    title: 'How often can I donate blood?',
    topic: 'donation-eligibility',
    audience: 'donor',
    body: 'Men may give whole blood every 90 days and women every 120 days, by the national guidelines.',
    keywords: ['donate', 'donation', 'interval', 'how often', 'khoon dena'],
    related: ['What should I eat before donation?'],
  },
  {
    ...base,
    id: 'eat-before-donation',
    title: 'What should I eat before donation?',
    topic: 'donation-process',
    audience: 'donor',
    body: 'Eat a normal meal a few hours before you donate and drink plenty of water.',
    keywords: ['eat', 'food', 'meal', 'before donation', 'khana'],
    related: ['How often can I donate blood?'],
    interests: ['healthy eating', 'cooking'],
  },
];

export const STUB_LEAD = 'This may be an emergency. Call 112 or go to the nearest hospital now.';
const EMERGENCY_ACTIONS: CarebotAction[] = [
  { kind: 'call', phone: '112', label: 'Call 112' },
  { kind: 'sos' },
  { kind: 'blood_banks' },
];
export const STUB_DOSE_TEXT = 'The dose is for your haematologist to set.';

/** Stand-in safety rules of the engine's unit tests only: the product uses safety/index.ts. */
export const STUB_SAFETY: SafetyRules = {
  assessMessage(text) {
    if (/chest pain|can'?t breathe/i.test(text)) {
      return {
        category: 'emergency',
        severity: 'emergency',
        lead: STUB_LEAD,
        continueWithAnswer: false,
        actions: EMERGENCY_ACTIONS,
      };
    }
    return { category: null, severity: 'routine', lead: null, continueWithAnswer: true, actions: [] };
  },
  checkReply(text) {
    const rewritten = text.replace(/[^.]*\d+\s*mg[^.]*\./gi, ` ${STUB_DOSE_TEXT}`).replace(/^ /, '');
    return { text: rewritten, rewritten: rewritten !== text };
  },
};
