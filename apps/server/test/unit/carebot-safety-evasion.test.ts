import { describe, expect, it } from 'vitest';
import { assessMessage, checkReply } from '../../src/features/carebot/safety/index.ts';

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
