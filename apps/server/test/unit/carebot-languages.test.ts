import { describe, expect, it } from 'vitest';
import { answerFromKnowledge } from '../../src/features/carebot/carebot-answer.ts';
import { answerLanguage } from '../../src/features/carebot/carebot-language.ts';
import { RECOMMENDATION_TEXTS } from '../../src/features/carebot/carebot-recommendations-texts.ts';
import { createRetriever } from '../../src/features/carebot/carebot-retrieval.ts';
import { modelMessages } from '../../src/features/carebot/carebot-prompt.ts';
import { CAREBOT_TEXTS } from '../../src/features/carebot/carebot-texts.ts';
import { ARTICLES, TRANSLATIONS } from '../../src/features/carebot/knowledge/index.ts';
import { assessMessage, checkReply } from '../../src/features/carebot/safety/index.ts';
import { SAFETY_TEXTS } from '../../src/features/carebot/safety/safety-texts.ts';
import { TRIAGE_RULES } from '../../src/features/carebot/safety/triage-rules.ts';
import { FIXTURE_ARTICLES } from '../support/carebot-fixture.ts';

/** CareBot's Hindi and Marathi: the language chosen, the safety rules on Devanagari, the translations' checks. */

describe('answerLanguage', () => {
  it('keeps the app’s language, and answers Devanagari typed into the English app in Hindi or Marathi', () => {
    expect(answerLanguage('en', 'How often can I donate?')).toBe('en');
    expect(answerLanguage('hi', 'How often can I donate?')).toBe('hi');
    expect(answerLanguage('mr', 'रक्तदान कब कर सकते हैं?')).toBe('mr');
    expect(answerLanguage('en', 'रक्तदान कब कर सकते हैं?')).toBe('hi');
    expect(answerLanguage('en', 'मी रक्तदान कधी करू शकतो?')).toBe('mr');
    expect(answerLanguage('en', 'बाळाला ताप आहे')).toBe('mr');
  });
});

describe('the safety rules read Hindi and Marathi', () => {
  const emergencies = [
    'मेरे बच्चे को साँस नहीं आ रही',
    'बच्चा बेहोश हो गया है',
    'खून चढ़ाते समय बुखार आ गया',
    'सीने में तेज़ दर्द है',
    'मुलाला श्वास घेता येत नाही',
    'मुलगा बेशुद्ध पडला',
    'रक्त चढवताना ताप आला',
    'छातीत दुखत आहे',
    'खूप रक्तस्त्राव होतोय, थांबत नाही',
    'मुलाला झटके आले',
  ];
  it.each(emergencies)('“%s” is an emergency, answered with 112 alone', (text) => {
    for (const language of ['hi', 'mr'] as const) {
      const a = assessMessage(text, language);
      expect(a.category).toBe('emergency');
      expect(a.severity).toBe('emergency');
      expect(a.continueWithAnswer).toBe(false);
      expect(a.lead?.startsWith(SAFETY_TEXTS[language].emergencyLead)).toBe(true);
      expect(a.actions.map((x) => x.kind)).toEqual(['call', 'sos', 'blood_banks']);
    }
  });

  const selfHarm = [
    'मैं खुद को नुकसान पहुँचाना चाहता हूँ',
    'मैं आत्महत्या करना चाहता हूँ',
    'अब जीना नहीं चाहती',
    'मला जीव द्यावासा वाटतो',
    'मला जगावंसं वाटत नाही',
    'मला आत्महत्येचे विचार येतात',
    'मला मरावंसं वाटतं',
  ];
  it.each(selfHarm)('“%s” gets the helpline reply', (text) => {
    const a = assessMessage(text, 'mr');
    expect(a.category).toBe('self_harm');
    expect(a.lead).toContain('14416');
    expect(a.actions[0]).toEqual({ kind: 'call', phone: '14416', label: 'Tele-MANAS 14416 वर कॉल करा' });
  });

  it.each([
    ['डेफेरासिरॉक्स की कितनी गोली देनी है?', 'dose'],
    ['मुलाला किती गोळ्या द्यायच्या?', 'dose'],
    ['औषधाचा डोस किती?', 'dose'],
    ['डोनर खून के लिए पैसे माँग रहा है', 'money'],
    ['रक्तदाता रक्तासाठी पैसे मागत आहे', 'money'],
    ['थैलेसीमिया छूत की बीमारी है क्या?', 'myth'],
    ['थॅलेसेमिया संसर्गजन्य आहे का?', 'myth'],
  ])('“%s” is a %s question, with the lead in the asker’s language', (text, category) => {
    const a = assessMessage(text, 'hi');
    expect(a.category).toBe(category);
    expect(a.continueWithAnswer).toBe(true);
    expect(a.lead).toMatch(/\p{Script=Devanagari}/u);
  });

  it.each(['मैं आत्महत्या करना चाहता हूँ', 'मी आत्महत्या करणार आहे', 'मला आत्महत्या करावीशी वाटते'])(
    'a stated intent, “%s”, is an emergency as in English',
    (text) => {
      const a = assessMessage(text, 'hi');
      expect(a.category).toBe('self_harm');
      expect(a.severity).toBe('emergency');
    },
  );

  it('does not read ordinary Devanagari questions as emergencies', () => {
    for (const text of ['मैं कितने दिन बाद फिर से रक्तदान कर सकता हूँ?', 'मुझे जानकारी दे दूँगा', 'थैलेसीमिया क्या है?']) {
      expect(assessMessage(text, 'hi').category).toBeNull();
    }
  });
});

describe('the Hindi and Marathi texts', () => {
  it('keep every number and a detail for every triage rule', () => {
    for (const language of ['hi', 'mr'] as const) {
      const texts = SAFETY_TEXTS[language];
      expect(texts.emergencyLead).toContain('112');
      expect(texts.selfHarmLead).toContain('14416');
      expect(texts.selfHarmLead).toContain('1-800-891-4416');
      expect(texts.selfHarmLead).toContain('112');
      expect(texts.moneyLead).toContain('112');
      expect(CAREBOT_TEXTS[language].disclaimer).toContain('112');
      expect(CAREBOT_TEXTS[language].rateLimited(3)).toContain('3');
      const withDetail = TRIAGE_RULES.filter((r) => r.detail).map((r) => r.id);
      expect(Object.keys(texts.triageDetails).sort()).toEqual(withDetail.sort());
    }
  });

  it('are never rewritten by the dose check', () => {
    for (const language of ['hi', 'mr'] as const) {
      const safety = SAFETY_TEXTS[language];
      const all = [
        safety.emergencyLead,
        safety.selfHarmLead,
        safety.moneyLead,
        safety.doseLead,
        ...Object.values(safety.mythLeads),
        ...Object.values(safety.triageDetails),
        CAREBOT_TEXTS[language].disclaimer,
        CAREBOT_TEXTS[language].doseReplacement,
      ];
      for (const text of all) expect(checkReply(text, language), text).toEqual({ text, rewritten: false });
    }
  });
});

describe('the recommendations’ texts', () => {
  it('keep the English numbers in every language and pass the dose check', () => {
    const numbers = (s: string) => (s.match(/\d+(?:\.\d+)?/g) ?? []).sort();
    const en = RECOMMENDATION_TEXTS.en;
    for (const language of ['hi', 'mr'] as const) {
      const texts = RECOMMENDATION_TEXTS[language];
      for (const key of ['afterBody', 'transfusionsBody', 'ferritinBody', 'chelationBody', 'beforeBody'] as const) {
        expect(numbers(texts[key]), `${language} ${key}`).toEqual(numbers(en[key]));
        expect(checkReply(texts[key], language).rewritten, `${language} ${key}`).toBe(false);
      }
      for (const reason of Object.keys(en.reasons) as (keyof typeof en.reasons)[]) {
        expect(numbers(texts.reasons[reason])).toEqual(numbers(en.reasons[reason]));
      }
      expect(texts.nextBody('2026-12-01')).toContain('2026-12-01');
    }
  });
});

describe('article translations', () => {
  it('each name a real article and keep its numbers, and pass the dose check unchanged', () => {
    const byId = new Map(ARTICLES.map((a) => [a.id, a]));
    for (const [language, topics] of Object.entries(TRANSLATIONS)) {
      for (const [id, t] of topics.flatMap((topic) => Object.entries(topic))) {
        const article = byId.get(id);
        expect(article, `${language} ${id}`).toBeDefined();
        expect(article?.translations?.[language as 'hi' | 'mr']).toBe(t);
        const numbers = (s: string) => (s.match(/\d+(?:\.\d+)?/g) ?? []).sort();
        expect(numbers(t.body), `${language} ${id}`).toEqual(numbers(article?.body ?? ''));
        expect(t.translated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(t.related.length).toBeGreaterThan(0);
        expect(checkReply(t.body, language as 'hi' | 'mr'), `${language} ${id}`).toEqual({
          text: t.body,
          rewritten: false,
        });
      }
    }
  });
});

describe('an article not yet translated', () => {
  it('is answered in English, with one line in the asker’s language saying so', () => {
    // The product's articles are all translated; the fixture's are English only, as a new article would be.
    const retriever = createRetriever(FIXTURE_ARTICLES);
    const asker = { role: 'patient', interests: [], language: 'mr' } as const;
    const answer = answerFromKnowledge(
      'What is ferritin?',
      retriever.search('What is ferritin?', asker),
      FIXTURE_ARTICLES,
      asker,
    );
    const [note, english, source] = answer.text.split('\n\n');
    expect(note).toBe(CAREBOT_TEXTS.mr.notTranslated);
    expect(english).toMatch(/^Ferritin is a blood test/);
    expect(source).toMatch(/^Source: /);
    expect(answer.citations[0]?.title).toBe('What is ferritin?');
  });
});

describe('the dose check on Devanagari', () => {
  it.each([
    ['रोज़ दो गोली दें।', 'hi'],
    ['दिवसातून दोन गोळ्या द्या.', 'mr'],
    ['डेफेरासिरॉक्स ३० मिलीग्राम प्रति किलो रोज़ दें।', 'hi'],
  ] as const)('replaces “%s” with the fixed sentence in that language', (text, language) => {
    expect(checkReply(text, language)).toEqual({ text: CAREBOT_TEXTS[language].doseReplacement, rewritten: true });
  });

  it('leaves blood volumes and donation intervals alone', () => {
    for (const text of [
      'एक बार में लगभग 350 ml खून लिया जाता है। रोज़ पानी पिएँ।',
      'पुरुष 90 दिन बाद फिर से रक्तदान कर सकते हैं।',
    ]) {
      expect(checkReply(text, 'hi').rewritten).toBe(false);
    }
  });
});

describe('the model prompt', () => {
  it('tells the model which language to answer in, and gives it the translated passages', () => {
    const passages = ARTICLES.filter((a) => a.id === 'how-often-donate');
    const [hiSystem] = modelMessages('कितने दिन बाद?', passages, { role: 'donor', interests: [], language: 'hi' });
    expect(hiSystem?.content).toMatch(/Answer in Hindi \(हिन्दी\)/);
    expect(hiSystem?.content).toContain('कम से कम 90 दिन');
    expect(hiSystem?.content).toContain('स्रोत: ');
    const [mrSystem] = modelMessages('किती दिवसांनी?', passages, { role: 'donor', interests: [], language: 'mr' });
    expect(mrSystem?.content).toMatch(/Answer in Marathi \(मराठी\)/);
    const [enSystem] = modelMessages('How often?', passages, { role: 'donor', interests: [] });
    expect(enSystem?.content).toMatch(/in the language the person wrote in \(English or Hinglish\)/);
  });
});
