import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { LanguageModel } from '../../src/adapters/llm/llm.ts';
import { createCarebotEngine, type ReplyEvent } from '../../src/features/carebot/carebot-engine.ts';
import { createRetriever } from '../../src/features/carebot/carebot-retrieval.ts';
import { assessMessage, checkReply } from '../../src/features/carebot/safety/index.ts';
import { FIXTURE_ARTICLES } from '../support/carebot-fixture.ts';

/**
 * Hindi and Marathi phrasings found to slip past the safety rules: an invisible character inside a word (some
 * Indic keyboards type ZWJ/ZWNJ, and it is the cheapest way to hide a word), the commonest Hindi ways to say
 * "I will kill myself" / "I want to die", and a dose written with Hindi or Marathi number words.
 */
describe('self-harm in Devanagari is not hidden by invisible characters or ordinary phrasing', () => {
  it.each([
    'मैं आत्म\u200Cहत्या करना चाहता हूँ',
    'मैं आत्म\u200Dहत्या करना चाहता हूँ',
    'मैं आत्म\u200Bहत्या करना चाहता हूँ',
    'मैं आ\u00ADत्महत्या करना चाहता हूँ',
    'sui\u200Bcide karunga',
    'मैं खुद को मार डालूँगा',
    'मैं खुद को मार लूँगा',
  ])('“%s” is a self-harm emergency', (text) => {
    const a = assessMessage(text, 'hi');
    expect(a.category).toBe('self_harm');
    expect(a.severity).toBe('emergency');
  });

  it.each(['मैं मर जाना चाहता हूँ', 'मैं मर\u200Cना चाहता हूँ', 'सां\u200Cस नहीं आ रही'])(
    '“%s” gets the safety reply',
    (text) => {
      expect(assessMessage(text, 'hi').category).not.toBeNull();
    },
  );
});

describe('a dose in Hindi or Marathi number words is rewritten', () => {
  it.each([
    ['पैरासिटामोल पाँच सौ मिलीग्राम दिन में तीन बार लें।', 'hi'],
    ['पॅरासिटामॉल पाचशे मिग्रॅ दिवसातून तीन वेळा घ्या.', 'mr'],
    ['फोलिक एसिड पांच मिलीग्राम रोज़ लें।', 'hi'],
  ] as const)('“%s”', (text, language) => {
    expect(checkReply(text, language).rewritten).toBe(true);
  });

  it('leaves a blood volume in words alone', () => {
    expect(checkReply('एक बार में लगभग साढ़े तीन सौ ml खून लिया जाता है।', 'hi').rewritten).toBe(false);
  });
});

describe('a method of suicide said with oneself is a self-harm emergency', () => {
  it.each([
    'I am going to hang myself tonight',
    'i will jump in front of a train',
    'main aaj raat phansi laga lunga',
    'main train ke aage kood jaunga',
    'मैं आज रात फाँसी लगा लूँगा',
    'मैं ट्रेन के आगे कूद जाऊँगा',
    'मी गळफास घेणार आहे',
    'मी फास लावून घेणार',
    'मी इमारतीवरून उडी मारणार',
    'मी स्वतःला संपवणार आहे',
    'मी स्वतःला मारून टाकणार',
  ])('“%s”', (text) => {
    const a = assessMessage(text, 'mr');
    expect(a.category).toBe('self_harm');
    expect(a.severity).toBe('emergency');
  });

  it.each(['My finger got stuck, ungli phansi', 'मेरी उंगली दरवाज़े में फँसी', 'we take the train to the hospital'])(
    '“%s” is not self-harm',
    (text) => {
      expect(assessMessage(text, 'hi').category).not.toBe('self_harm');
    },
  );
});

/**
 * "मि. ग्रा." and "कि. ग्रा." are how Hindi abbreviates mg and kg, with a full stop and a space: read as sentence
 * ends, they cut "20 मि. ग्रा. प्रति किलो" into pieces none of which names a dose.
 */
describe('a dose with Hindi or Marathi abbreviated units', () => {
  const doses = [
    'डेफेरासिरॉक्स 20 मि. ग्रा. प्रति किलो रोज़ लें।',
    'डेफेरासिरॉक्स 20 मि. ग्रा./कि. ग्रा. रोज़ लें।',
    'पैरासिटामोल 500 मि. ग्रा. दिन में तीन बार लें।',
    'पॅरासिटामॉल 500 मि. ग्रॅ. दिवसातून तीन वेळा घ्या.',
  ];

  it.each(doses)('is rewritten in a whole reply: “%s”', (text) => {
    const checked = checkReply(text, 'hi');
    expect(checked.rewritten).toBe(true);
    expect(checked.text).not.toMatch(/\d/);
  });

  it.each(doses)('is rewritten in a streamed reply: “%s”', async (text) => {
    const model: LanguageModel = {
      complete: async () => text,
      async *stream() {
        for (const piece of text.match(/\S+\s*/g) ?? []) yield piece;
      },
    };
    const engine = createCarebotEngine({
      retriever: createRetriever(FIXTURE_ARTICLES),
      safety: { assessMessage, checkReply },
      model,
      log: { warn: vi.fn() } as unknown as FastifyBaseLogger,
    });
    const events: ReplyEvent[] = [];
    for await (const e of engine.stream('What is Thalassemia?', { role: 'patient', interests: [], language: 'hi' }))
      events.push(e);
    const sent = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(sent).not.toMatch(/\d+\s*मि/);
  });
});

/** Medicines, spoons, syrups and injections named in Devanagari are what make an amount a dose, as in English. */
describe('a dose of a medicine named in Devanagari', () => {
  it.each([
    ['बच्चे को दिन में तीन बार एक चम्मच पैरासिटामोल सिरप दें।', 'hi'],
    ['बुखार में पैरासिटामोल सिरप 5 ml हर 6 घंटे में दें।', 'hi'],
    ['रोज़ 1 इंजेक्शन डेस्फेरल का लगवाएँ।', 'hi'],
    ['रोज़ १ टैब लें।', 'hi'],
    ['दिवसातून दोनदा एक चमचा पॅरासिटामॉल सिरप द्या.', 'mr'],
  ] as const)('“%s” is rewritten', (text, language) => {
    expect(checkReply(text, language).rewritten).toBe(true);
  });

  it('leaves water and blood volumes alone', () => {
    for (const text of ['रोज़ 2 लीटर पानी पिएँ।', 'एक बार में लगभग 350 ml खून लिया जाता है।']) {
      expect(checkReply(text, 'hi').rewritten).toBe(false);
    }
  });
});

/** Signs the English and Hinglish rules already answer with 112, written in Devanagari. */
describe('emergencies, self-harm and dose questions written in Devanagari, as their Hinglish twins', () => {
  it.each([
    'खून चढ़ाते समय बच्चे को ठंड लगकर कंपकंपी हो रही है',
    'खून चढ़ने के बाद पेशाब काला हो गया',
    'होंठ नीले पड़ गए हैं',
    'मुलाचे ओठ निळे पडले',
  ])('“%s” is an emergency', (text) => {
    expect(assessMessage(text, 'hi').category).toBe('emergency');
  });

  it.each(['खुद को चोट पहुँचाना चाहती हूँ', 'khud ko chot pahunchana chahti hoon', 'मला मरायचंय'])(
    '“%s” gets the helpline reply',
    (text) => {
      expect(assessMessage(text, 'hi').category).toBe('self_harm');
    },
  );

  it('“पैरासिटामोल कितनी देनी चाहिए?” gets the dose lead', () => {
    expect(assessMessage('पैरासिटामोल कितनी देनी चाहिए?', 'hi').category).toBe('dose');
  });
});
