import { MORE_DEVANAGARI, MORE_DEVANAGARI_STEMS } from './devanagari-words.ts';

/**
 * Turns a message into one plain form the safety rules can read: lower-case Latin letters and digits separated
 * by single spaces, with the key Hindi words in Devanagari written out in Latin (as people type them in
 * Hinglish), accents and punctuation removed, and every run of a repeated letter collapsed to one letter — so
 * "pleeease", "saaans" and "bukhaar" read as "please", "sans" and "bukhar". The rules are written in ordinary
 * spelling and compiled the same way (`pattern.ts`), so they never spell the collapsed form by hand.
 */

/** Devanagari words (and the common stems) people use around the safety rules, as Hinglish spells them. */
const DEVANAGARI: ReadonlyArray<readonly [string, string]> = [
  ['साँस', 'saans'],
  ['सांस', 'saans'],
  ['श्वास', 'saans'],
  ['बेहोशी', 'behoshi'],
  ['बेहोश', 'behosh'],
  ['बुखार', 'bukhar'],
  ['ज्वर', 'bukhar'],
  ['खून', 'khoon'],
  ['रक्त', 'khoon'],
  ['मरना', 'marna'],
  ['मरने', 'marne'],
  ['मर', 'mar'],
  ['आत्महत्या', 'aatmahatya'],
  ['ख़ुदकुशी', 'khudkushi'],
  ['खुदकुशी', 'khudkushi'],
  ['जीना', 'jeena'],
  ['जीने', 'jeene'],
  ['ज़िंदगी', 'zindagi'],
  ['जिंदगी', 'zindagi'],
  ['ख़ुद', 'khud'],
  ['खुद', 'khud'],
  ['नुक़सान', 'nuksan'],
  ['नुकसान', 'nuksan'],
  ['चाहता', 'chahta'],
  ['चाहती', 'chahti'],
  ['हूँ', 'hoon'],
  ['हूं', 'hoon'],
  ['नहीं', 'nahi'],
  ['नही', 'nahi'],
  ['आ', 'aa'],
  ['रही', 'rahi'],
  ['रहा', 'raha'],
  ['रहे', 'rahe'],
  ['दौरा', 'daura'],
  ['दौरे', 'daure'],
  ['मिर्गी', 'mirgi'],
  ['सीने', 'seene'],
  ['छाती', 'chhati'],
  ['दर्द', 'dard'],
  ['में', 'mein'],
  ['पैसे', 'paise'],
  ['पैसा', 'paisa'],
  ['माँग', 'maang'],
  ['मांग', 'maang'],
  ['बेचना', 'bechna'],
  ['बेच', 'bech'],
  ['ख़रीद', 'kharid'],
  ['खरीद', 'kharid'],
  ['छूत', 'chhoot'],
  ['छुआछूत', 'chhuachhoot'],
  ['बीमारी', 'bimari'],
  ['दवाई', 'dawai'],
  ['दवा', 'dawa'],
  ['ख़ुराक', 'khurak'],
  ['खुराक', 'khurak'],
  ['कितनी', 'kitni'],
  ['कितना', 'kitna'],
  ['गोली', 'goli'],
  ['चढ़', 'chadh'],
  ['चढ़ा', 'chadha'],
  ['दिक्कत', 'dikkat'],
  ['तकलीफ़', 'takleef'],
  ['तकलीफ', 'takleef'],
  ['लेने', 'lene'],
  ['ले', 'le'],
  ['पा', 'pa'],
  ['कर', 'kar'],
  ['मैं', 'main'],
  ['मुझे', 'mujhe'],
  ['अपने', 'apne'],
  ['आप', 'aap'],
  ['बच्चे', 'bachche'],
  ['बच्चा', 'bachcha'],
  ['बच्ची', 'bachchi'],
  ['को', 'ko'],
  ['है', 'hai'],
  ['की', 'ki'],
  ['का', 'ka'],
  ['से', 'se'],
  ['और', 'aur'],
  ['तेज़', 'tez'],
  ['तेज', 'tez'],
  ['थैलेसीमिया', 'thalassemia'],
  ['क्या', 'kya'],
];
const DEVANAGARI_EXACT = new Map(
  [...DEVANAGARI, ...MORE_DEVANAGARI].map(([word, latin]) => [word.normalize('NFKC'), latin] as const),
);
/** Stems long enough to be matched at the start of a longer word (बुखारों, साँसें), longest first. */
const DEVANAGARI_STEMS = [...DEVANAGARI.filter(([w]) => w.length >= 3), ...MORE_DEVANAGARI_STEMS]
  .map(([word, latin]) => [word.normalize('NFKC'), latin] as const)
  .sort((a, b) => b[0].length - a[0].length);
const DEVANAGARI_WORD = /\p{Script=Devanagari}+/gu;
/** Invisible characters (soft hyphen, zero-width space/joiners, word joiner, BOM): inside a word they hide it. */
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/g;

function devanagariToLatin(word: string): string {
  const exact = DEVANAGARI_EXACT.get(word);
  if (exact !== undefined) return exact;
  return DEVANAGARI_STEMS.find(([stem]) => word.startsWith(stem))?.[1] ?? word;
}

/** The Devanagari words of a text that this file knows, in their Hinglish spelling ("थैलेसीमिया क्या" → "thalassemia kya"). */
export function knownDevanagariWords(text: string): string {
  const words = text.replace(INVISIBLE, '').normalize('NFKC').match(DEVANAGARI_WORD) ?? [];
  return words
    .map(devanagariToLatin)
    .filter((w) => !/\p{Script=Devanagari}/u.test(w))
    .join(' ');
}

/** Misspellings seen in real messages, mapped to the word the rules know (after collapsing repeated letters). */
const TYPOS: Readonly<Record<string, string>> = {
  feaver: 'fever',
  fevar: 'fever',
  fevr: 'fever',
  fver: 'fever',
  bukar: 'bukhar',
  bukhr: 'bukhar',
  transfution: 'transfusion',
  transfusin: 'transfusion',
  trasfusion: 'transfusion',
  tranfusion: 'transfusion',
  transfuson: 'transfusion',
  transfusions: 'transfusion',
  brething: 'breathing',
  breating: 'breathing',
  breathin: 'breathing',
  bretheing: 'breathing',
  brethe: 'breathe',
  breth: 'breath',
  brath: 'breath',
  cannot: 'cant',
  cnt: 'cant',
  unconcious: 'unconscious',
  unconsious: 'unconscious',
  unconcsious: 'unconscious',
  seizer: 'seizure',
  siezure: 'seizure',
  seziure: 'seizure',
  seisure: 'seizure',
  seizures: 'seizure',
  suside: 'suicide',
  sucide: 'suicide',
  suicde: 'suicide',
  suiside: 'suicide',
  sucidal: 'suicidal',
  thalasaemia: 'thalassemia',
  thalesemia: 'thalassemia',
  thalasemia: 'thalassemia',
  thalassaemia: 'thalassemia',
  chestpain: 'chest pain',
  myslf: 'myself',
  mysef: 'myself',
  khudkhushi: 'khudkushi',
  nai: 'nahi',
  nhi: 'nahi',
  nahin: 'nahi',
  ni: 'nahi',
  hu: 'hoon',
  hun: 'hoon',
  doze: 'dose',
  doses: 'dose',
};

const REPEATED_LETTER = /([a-z])\1+/g;

/** Collapses each run of one repeated letter to a single letter: "pleeease" → "please", "kill" → "kil". */
export function collapseRepeats(text: string): string {
  return text.replace(REPEATED_LETTER, '$1');
}

const COLLAPSED_TYPOS = new Map(
  Object.entries(TYPOS).map(([from, to]) => [collapseRepeats(from), collapseRepeats(to)] as const),
);

export function normalise(text: string): string {
  let s = text.replace(INVISIBLE, '').normalize('NFKC').toLowerCase();
  s = s
    .replace(DEVANAGARI_WORD, (word) => ` ${devanagariToLatin(word)} `)
    .replace(/['’‘`]/g, '')
    .normalize('NFD')
    // Latin accents only: Devanagari vowel signs are combining marks too, and must stay with their letters.
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[^a-z0-9\p{Script=Devanagari}]+/gu, ' ');
  const words = collapseRepeats(s)
    .split(' ')
    .filter((w) => w.length > 0)
    .map((w) => COLLAPSED_TYPOS.get(w) ?? w);
  return ` ${words.join(' ')} `;
}
