import type { Language } from '@raktsetu/shared';
import { CAREBOT_TEXTS } from '../carebot-texts.ts';
import { MEDICINE, MEDICINE_NAMES } from './medicines.ts';

/**
 * The last check on every reply, from the knowledge base or a model: a sentence that gives a medicine dose is
 * replaced by one fixed sentence (written once however many dose sentences there were). Numbers that are facts
 * and not doses stay: "each unit carries about 200–250 mg of iron", "Hb 9.5–10.5 g/dL", "ferritin 1000 ng/mL",
 * "every 2–4 weeks", "45 kg", "1 unit of blood".
 */
export const DOSE_REPLACEMENT = CAREBOT_TEXTS.en.doseReplacement;

const UNITS_WORD = '(?:one|two|three|four|five|six|seven|eight|nine)';
const TENS_WORD = '(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)';
const WRITTEN =
  '(?:one and a half|a couple of|couple of|a half|half|' +
  `(?:${UNITS_WORD}\\s+)?hundred|${TENS_WORD}(?:[\\s-]${UNITS_WORD})?|` +
  'ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|' +
  `${UNITS_WORD})`;
const FIGURE = `(?:\\d+(?:[.,]\\d+)?(?:\\s*[/⁄]\\s*\\d+)?|${WRITTEN})`;
/** A figure or a range of them: "20", "20-40", "20 to 40", "two". */
const AMOUNT = `${FIGURE}(?:\\s*(?:-|to|or)\\s*${FIGURE})?`;
const re = (source: string) => new RegExp(source, 'i');

/** Always a dose when it follows an amount. */
const STRONG = re(
  `\\b${AMOUNT}\\s*(?:an?\\s+)?(?:` +
    [
      '(?:mgs?|milligrams?)\\s*(?:/|per|a|an|each)\\s*(?:kg|kilo\\w*|m2|m²|day|dose)',
      'ml\\s*(?:/|per)\\s*(?:kg|kilo\\w*)',
      '(?:mcg|μg|ug|micrograms?)\\b',
      '(?:iu|i\\.u\\.|international units?)\\b',
      '(?:tablets?|tabs?|capsules?|caps|pills?|sachets?)\\b',
      '(?:per|/)\\s*(?:kg|kilo\\w*)\\b',
    ].join('|') +
    ')',
);
/** "The dose is 30", "dosage: twenty": a number given as the dose, whatever its unit. */
const DOSE_IS = re(
  `\\b(?:dose|dosage)\\s*(?:is|of|:|=|-)?\\s*(?:about|around|usually|typically|roughly|only)?\\s*${FIGURE}\\b`,
);
/** "give him a teaspoon": one measure of a medicine, said with a verb of giving or taking. */
const ONE_MEASURE = re(
  '\\b(?:give|gives|giving|take|takes|taking|have|use)\\s+(?:\\w+\\s+)?(?:a|an)\\s+(?:teaspoons?|tsp|spoonful|spoons?|tablets?|tabs?|capsules?|pills?|sachets?)\\b',
);
/** "He should have 600 mg": milligrams of something unnamed are a dose, unlike "300 mg of calcium" or a lab value. */
const BARE_MILLIGRAMS = re(
  `\\b${AMOUNT}\\s*(?:mgs?|milligrams?|mcg)\\b(?!\\s*(?:/|per)\\s*(?:dl|l|deciliter|decilitre|litre|liter)\\b)` +
    '(?!\\s*(?:of\\b|elemental|iron|protein|fib|sugar|salt|fat|carb|calcium|ha?emoglobin))',
);
/** "do goli", "aadhi goli": Hinglish amounts of tablets. */
const HINGLISH_TABLETS = re(`\\b(?:\\d+|ek|do|teen|char|aadhi|aadha|dedh)\\s+goli`);

/** A dose only in a sentence about a medicine or taking one. */
const CONTEXTUAL = re(
  `\\b${AMOUNT}\\s*(?:mg|milligrams?|g|gm|grams?|ml|millilit\\w*|units?|drops?|teaspoons?|tsp|spoons?|puffs?|injections?)\\b` +
    // not a lab value (g/dL, mg/dL, per litre) and not the iron or food a unit of blood or a meal carries
    '(?!\\s*(?:/|per)\\s*(?:dl|l|deciliter|decilitre|litre|liter)\\b)(?!\\s*(?:of\\s+)?(?:elemental\\s+)?(?:iron|protein|fib(?:re|er)|sugar|salt|fat|carbs?|carbohydrates?|ha?emoglobin)\\b)',
);
const FREQUENCY = re(
  '\\b(?:(?:once|twice|thrice|(?:\\d+|one|two|three|four) times?)\\s+(?:a|per|each|every)\\s+(?:day|night|week)' +
    '|(?:once|twice|thrice|\\d+ times) daily|every \\d+(?:\\s*(?:-|to)\\s*\\d+)?\\s*(?:hours?|hrs?)|bd|bid|tds|tid|qid|qds)\\b',
);
const MEDICINE_CONTEXT = re(
  `\\b${MEDICINE}\\b|\\b(?:dose|doses|dosage|dosing|take|takes|taking|taken|give|giving|prescribed?|daily|per day|a day|each day|per kg|body weight|starting)\\b`,
);
/** What makes "three times a day" a dose rather than a meal plan. */
const TAKING_MEDICINE = re(
  `\\b${MEDICINE}\\b|\\b(?:dose|doses|dosage|dosing|take|takes|taking|taken|give|giving|prescribed?)\\b`,
);
const MEDICINE_NAME = re(`\\b(?:${MEDICINE_NAMES.join('|')})\\b`);
const BLOOD_CONTEXT = re('\\b(?:blood|transfusions?|red cells?|packed|plasma|platelets?|donat\\w*)\\b');
const DRINK_CONTEXT = re('\\b(?:water|juice|milk|fluids?|drinks?|ors|soup|coconut)\\b');

/**
 * Devanagari words (Hindi and Marathi) for units, tablets, small amounts and what a sentence is about, as the
 * patterns spell them, so "दिन में दो गोली" and "दिवसातून दोन गोळ्या" read as a dose, and "350 ml रक्त" as blood.
 */
const DEVANAGARI_UNITS: ReadonlyArray<readonly [RegExp, string]> = [
  [/मिलीग्राम|मि\.?\s?ग्रा\.?|मिग्रॅ|मि\.?\s?ग्रॅ\.?|एमजी/gu, ' mg '],
  [/किलोग्राम|किलोग्रॅम|किलो|कि\.?\s?ग्रा\.?|कि\.?\s?ग्रॅ\.?/gu, ' kg '],
  [/मिलीलीटर|मिलीलिटर|मि\.?\s?ली\.?/gu, ' ml '],
  [/ग्राम|ग्रॅम/gu, ' g '],
  [/गोलियाँ|गोलियां|गोली|गोळ्या|गोळी/gu, ' goli '],
  [/टैबलेट|टेबलेट|टॅबलेट|टॅब्लेट/gu, ' tablet '],
  [/कॅप्सूल|कैप्सूल/gu, ' capsule '],
  [/टैब|टॅब/gu, ' tab '],
  [/चम्मच|चमचा|चमचे/gu, ' teaspoon '],
  [/सिरप|सायरप/gu, ' syrup '],
  [/इंजेक्शन\S*/gu, ' injection '],
  // The medicines of medicines.ts as Hindi and Marathi write them: with them an amount is a dose, as in English.
  [/पैरासिटामोल|पैरासिटामॉल|पॅरासिटामॉल|पॅरासिटामोल|पेरासिटामोल/gu, ' paracetamol '],
  [/डेफेरासिरॉक्स|डेफरासिरॉक्स|डेफेरासिरोक्स/gu, ' deferasirox '],
  [/डेफेरिप्रोन|डेफरिप्रोन/gu, ' deferiprone '],
  [/डेस्फेरल|डेस्फेरॉल|डेफेरोक्सामीन|डेफेरॉक्सामाइन|डेस्फेरिऑक्सामीन/gu, ' desferal '],
  [/(?:फोलिक|फॉलिक) (?:एसिड|ॲसिड|अॅसिड)/gu, ' folic acid '],
  [/हाइड्रॉक्सीयूरिया|हायड्रॉक्सीयुरिया|हायड्रॉक्सीयूरिया/gu, ' hydroxyurea '],
  [/खुराक|ख़ुराक|डोस/gu, ' dose '],
  [/रोज़|रोज|दररोज|रोजच/gu, ' daily '],
  [/दवाई|दवा|औषध\p{M}*/gu, ' medicine '],
  [/(?:^|(?<=\s))(?:एक)(?=\s)/gu, ' 1 '],
  [/(?:^|(?<=\s))(?:दो|दोन)(?=\s)/gu, ' 2 '],
  [/(?:^|(?<=\s))(?:तीन)(?=\s)/gu, ' 3 '],
  [/(?:^|(?<=\s))(?:चार)(?=\s)/gu, ' 4 '],
  // Number words a dose can be written in ("पाँच सौ मिलीग्राम", "पाचशे मिग्रॅ"); a hundred after a figure reads as 100.
  [/(?:^|(?<=\s))(?:पाँच|पांच|पाच)(?=\s)/gu, ' 5 '],
  [/(?:^|(?<=\s))(?:छह|छः|सहा)(?=\s)/gu, ' 6 '],
  [/(?:^|(?<=\s))(?:दस|दहा)(?=\s)/gu, ' 10 '],
  [/(?:^|(?<=\s))(?:बीस|वीस)(?=\s)/gu, ' 20 '],
  [/(?:^|(?<=\s))(?:पचास|पन्नास)(?=\s)/gu, ' 50 '],
  [/(?:^|(?<=\s))(?:ढाई|अडीच)(?=\s)/gu, ' 2.5 '],
  [/(?:^|(?<=\s))(?:सौ|शंभर|\S+शे)(?=\s)/gu, ' 100 '],
  [/(?:^|(?<=\s))(?:हज़ार|हजार)(?=\s)/gu, ' 1000 '],
  [/(?:^|(?<=\s))(?:आधी|आधा|अर्धी|अर्धा)(?=\s)/gu, ' aadhi '],
  [/(?:^|(?<=\s))(?:डेढ़|दीड)(?=\s)/gu, ' dedh '],
  [/रक्त\p{M}*|खून|ब्लड|प्लेटलेट\S*|प्लाज़्मा|प्लाझ्मा/gu, ' blood '],
  [/पानी|पाणी|दूध/gu, ' water '],
];
// Invisible characters a model (or a prompt asking it to hide a number) can put between a figure and its unit.
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/g;

/** One plain form of a sentence: any script's digits as 0–9, Devanagari units in Latin, no invisible characters. */
function plain(sentence: string): string {
  let s = sentence.normalize('NFKC').replace(INVISIBLE, '').replace(/[–—−]/g, '-');
  s = s.replace(/\p{Nd}/gu, (d) => String(digitValue(d)));
  for (const [word, latin] of DEVANAGARI_UNITS) s = s.replace(word, latin);
  return s;
}

/** The value of a decimal digit of any script (each script's digits are ten consecutive code points from zero). */
function digitValue(digit: string): number {
  const code = digit.codePointAt(0) ?? 0;
  for (let zero = code; zero > code - 10; zero -= 1) {
    if (!/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) return code - zero;
  }
  return 0;
}

/** "3 0 m g / k g": single characters spaced apart, joined back so the dose patterns see "30mg/kg". */
const joinSpacedLetters = (s: string) => s.replace(/(?<=(?:^|\s)\S)\s(?=\S(?:\s|$))/g, '');

function givesDose(sentence: string): boolean {
  const s = plain(sentence);
  if (STRONG.test(s) || HINGLISH_TABLETS.test(s) || DOSE_IS.test(s) || ONE_MEASURE.test(s)) return true;
  if (BARE_MILLIGRAMS.test(s) || STRONG.test(joinSpacedLetters(s))) return true;
  const contextual = CONTEXTUAL.exec(s);
  if (contextual && MEDICINE_CONTEXT.test(s)) {
    const unit = contextual[0].toLowerCase();
    if (/units?$/.test(unit)) return MEDICINE_NAME.test(s) && !BLOOD_CONTEXT.test(s);
    if (/(?:ml|millilit\w*)$/.test(unit)) return !DRINK_CONTEXT.test(s) && !BLOOD_CONTEXT.test(s);
    return true;
  }
  return FREQUENCY.test(s) && TAKING_MEDICINE.test(s);
}

const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;

/**
 * Not a sentence end: the full stop of a Hindi or Marathi unit abbreviation ("20 मि. ग्रा. प्रति किलो" is one
 * dose). A lookbehind for the splitters here and in the stream (carebot-engine.ts), placed before the stop.
 */
export const NOT_A_UNIT_ABBREVIATION = '(?<!(?:^|[\\s./\\d])(?:मि|कि|ग्रा|ग्रॅ|मिली))';
const SENTENCE_SPLIT = new RegExp(`(?<=${NOT_A_UNIT_ABBREVIATION}[.!?।])\\s+(?=\\S)`, 'u');

/** Checks a reply; a dose sentence is replaced by the fixed sentence in `language`. */
export function checkReply(text: string, language: Language = 'en'): { text: string; rewritten: boolean } {
  const replacement = CAREBOT_TEXTS[language].doseReplacement;
  let replacementWritten = text.includes(replacement);
  let rewritten = false;
  const rewriteLine = (line: string): string => {
    const bullet = BULLET.exec(line)?.[0] ?? '';
    const kept: string[] = [];
    // A Hindi sentence ends at the danda (।) as an English one ends at a full stop.
    for (const sentence of line.slice(bullet.length).split(SENTENCE_SPLIT)) {
      if (!givesDose(sentence)) {
        kept.push(sentence);
        continue;
      }
      rewritten = true;
      if (!replacementWritten) kept.push(replacement);
      replacementWritten = true;
    }
    return kept.length > 0 ? bullet + kept.join(' ') : '';
  };
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) =>
      p
        .split('\n')
        .map(rewriteLine)
        .filter((line) => line.trim().length > 0)
        .join('\n'),
    )
    .filter((p) => p.length > 0);
  return rewritten ? { text: paragraphs.join('\n\n'), rewritten } : { text, rewritten: false };
}
