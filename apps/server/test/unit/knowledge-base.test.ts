import { describe, expect, expectTypeOf, it } from 'vitest';
import type { KnowledgeArticle } from '../../src/features/carebot/knowledge/article.ts';
import { ARTICLES } from '../../src/features/carebot/knowledge/index.ts';

const TOPICS = [
  'thalassemia-basics',
  'transfusion',
  'iron-and-chelation',
  'diet',
  'daily-life',
  'mental-health',
  'rights',
  'donation-eligibility',
  'donation-process',
  'myths',
  'using-raktsetu',
] as const;

/** A medicine or supplement named in a sentence makes any amount in that sentence a dose. */
const MEDICINE =
  /\b(deferasirox|deferiprone|deferoxamine|desferrioxamine|desferal|kelfer|exjade|jadenu|asunra|chelat\w*|folic acid|folate|vitamin [a-z]\d*|calcium|zinc|iron tablets?|iron tonics?|paracetamol|ibuprofen|antibiotics?|penicillin|insulin|hydroxyurea|medicines?|tablets?|capsules?|syrup|supplements?|injections?)\b/i;
const AMOUNT = String.raw`(?:\d[\d,]*(?:\.\d+)?|one|two|three|four|five|half)\s*(?:(?:-|–|to)\s*\d[\d,]*(?:\.\d+)?\s*)?`;
/** Units that are only ever a medicine's amount, wherever they appear. */
const DOSE_ANYWHERE = new RegExp(
  String.raw`\b${AMOUNT}(?:an?\s+)?(?:mg\s*\/\s*kg|ml\s*\/\s*kg|mcg|µg|iu|ml|tablets?|capsules?|teaspoons?|spoons?|drops?|puffs?|sachets?)\b|\bper\s+(?:kg|kilo)`,
  'i',
);
/** mg, g and units are also facts about blood ("200–250 mg of iron" per unit, "Hb 9.5–10.5 g/dL", "2 units of blood"). */
const DOSE_BESIDE_MEDICINE = new RegExp(
  String.raw`\b${AMOUNT}(?:mg(?!\s+of iron)|g(?!\s*\/\s*dl)|grams?|units?)\b`,
  'i',
);

function doseIn(text: string): string | null {
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    if (DOSE_ANYWHERE.test(sentence)) return sentence;
    if (MEDICINE.test(sentence) && DOSE_BESIDE_MEDICINE.test(sentence)) return sentence;
  }
  return null;
}

const STOP_WORDS = new Set(
  'a an and are about after any be before can do does ever for from how i in is it me my of on or our should the there this to we what when where which who why will with you your'.split(
    ' ',
  ),
);

function words(text: string): Set<string> {
  const tokens = text
    .toLowerCase()
    .split(/[^a-z0-9*]+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));
  return new Set(tokens);
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('CareBot knowledge base', () => {
  it('holds at least 60 articles with unique kebab-case ids', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(60);
    const ids = ARTICLES.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('fills every field of every article', () => {
    expectTypeOf<(typeof TOPICS)[number]>().toEqualTypeOf<KnowledgeArticle['topic']>();
    for (const a of ARTICLES) {
      const where = `article ${a.id}`;
      expect(a.title.trim(), where).not.toBe('');
      expect(TOPICS, where).toContain(a.topic);
      expect(['all', 'patient', 'donor'], where).toContain(a.audience);
      expect(a.keywords.length, where).toBeGreaterThanOrEqual(5);
      for (const k of a.keywords) expect(k.trim(), where).toBe(k);
      expect(a.related.length, where).toBeGreaterThanOrEqual(2);
      expect(a.related.length, where).toBeLessThanOrEqual(3);
      for (const q of a.related) expect(q, where).toMatch(/\?$/);
      for (const i of a.interests ?? []) expect(i, where).toBe(i.trim().toLowerCase());
      expect(a.source.organisation.trim(), where).not.toBe('');
      expect(a.source.document.trim(), where).not.toBe('');
      expect(a.reviewed, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(a.reviewed)), where).toBe(false);
    }
  });

  it('keeps every body between 60 and 160 words, in tidy paragraphs', () => {
    for (const a of ARTICLES) {
      const count = wordCount(a.body);
      expect(count, `${a.id} has ${count} words`).toBeGreaterThanOrEqual(60);
      expect(count, `${a.id} has ${count} words`).toBeLessThanOrEqual(160);
      for (const paragraph of a.body.split('\n\n')) {
        expect(paragraph, a.id).toBe(paragraph.trim());
        expect(paragraph, a.id).not.toMatch(/\s{2,}|\n/);
      }
    }
  });

  it('covers every topic with at least 3 articles', () => {
    for (const topic of TOPICS) {
      const count = ARTICLES.filter((a) => a.topic === topic).length;
      expect(count, topic).toBeGreaterThanOrEqual(3);
    }
  });

  it('covers each subject a family or donor asks about', () => {
    const subjects = [
      'carrier',
      'prenatal',
      'HbE',
      'sickle',
      '2–4 weeks',
      '9.5–10.5 g/dL',
      'leucodepleted',
      'cross-match',
      '200–250 mg of iron',
      'every 3 months',
      'T2*',
      'deferasirox',
      'deferiprone',
      'deferoxamine',
      'splenectomy',
      'puberty',
      'bone density',
      'Hepatitis B',
      'tea',
      'calcium',
      'vitamin D',
      'folic acid',
      'school',
      'swim',
      'travel',
      'festival',
      'Tele-MANAS',
      '14416',
      '1-800-891-4416',
      'free of charge',
      'State Blood Transfusion Council',
      'police',
      'HLA',
      'gene therapy',
      '18 and 65',
      '45 kg',
      '12.5 g/dL',
      '90 days',
      '120 days',
      '48 hours',
      'tattoo',
      'empty stomach',
      'dizzy',
      'contagious',
      'vegetarian',
      'SOS',
      'non-cash',
    ];
    const text = ARTICLES.map((a) => a.body)
      .join('\n')
      .toLowerCase();
    for (const subject of subjects) expect(text, subject).toContain(subject.toLowerCase());
  });

  it('never states a medicine dose, while facts about blood and iron pass', () => {
    for (const a of ARTICLES) expect(doseIn(a.body), a.id).toBeNull();
    for (const fact of [
      'Every unit of transfused blood carries about 200–250 mg of iron.',
      'Doctors aim to keep the Hb just before a transfusion at about 9.5–10.5 g/dL.',
      'Donors need a haemoglobin of at least 12.5 g/dL and weigh at least 45 kg.',
      'Ask for 2 units of packed red cells.',
      'Deferiprone is taken by mouth, as tablets or a syrup, spread through the day.',
      'It is a tablet dissolved in water.',
    ])
      expect(doseIn(fact), fact).toBeNull();
    for (const dose of [
      'Give deferasirox 20 mg/kg once a day.',
      'Take two tablets of deferiprone.',
      'Deferoxamine 500 mg at night.',
      'Folic acid 5 mg daily is enough.',
      'Give 5 ml of the syrup.',
      'Vitamin D 60,000 units once a week.',
      'Half a tablet after dinner.',
      'Use 40 mg per kg of body weight.',
      'The chelation medicine is 1 g a day.',
    ])
      expect(doseIn(dose), dose).toBe(dose);
  });

  it('says the haematologist sets the dose wherever a chelation medicine is explained', () => {
    const chelation = ARTICLES.filter((a) => /chelation\?|deferasirox|deferiprone|deferoxamine/i.test(a.title));
    expect(chelation.length).toBeGreaterThanOrEqual(4);
    for (const a of chelation) expect(a.body, a.id).toMatch(/dose is set by the haematologist/);
  });

  it('names a source from 2009 or later on every article', () => {
    for (const a of ARTICLES) {
      expect(a.source.year, a.id).toBeGreaterThanOrEqual(2009);
      expect(a.source.year, a.id).toBeLessThanOrEqual(Number(a.reviewed.slice(0, 4)));
    }
  });

  it('offers only follow-up questions another article answers', () => {
    for (const a of ARTICLES) {
      for (const question of a.related) {
        const asked = words(question);
        const best = Math.max(
          ...ARTICLES.filter((b) => b.id !== a.id).map((b) => {
            const known = words([b.title, ...b.keywords].join(' '));
            return [...asked].filter((w) => known.has(w)).length;
          }),
        );
        expect(best, `${a.id}: "${question}"`).toBeGreaterThanOrEqual(Math.min(2, asked.size));
      }
    }
  });

  it('knows the words people really type: misspellings and Hinglish', () => {
    const keywords = new Set(ARTICLES.flatMap((a) => a.keywords.map((k) => k.toLowerCase())));
    for (const word of [
      'thalasemia',
      'thallasemia',
      'khoon chadhana',
      'bukhar',
      'daan',
      'iron zyada',
      'tilli',
      'chai',
    ]) {
      expect(keywords, word).toContain(word);
    }
    expect([...keywords].some((k) => k.startsWith('khoon'))).toBe(true);
  });
});
