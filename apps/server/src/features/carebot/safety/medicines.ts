/**
 * Medicine names and words for them, shared by the dose question rule and the reply check. Brand names are
 * the ones families in India say; the list grows with what people ask.
 */
export const MEDICINE_NAMES = [
  'deferasirox',
  'exjade',
  'jadenu',
  'asunra',
  'defrijet',
  'desirox',
  'deferiprone',
  'kelfer',
  'ferriprox',
  'deferoxamine',
  'desferrioxamine',
  'desferal',
  'folic acid',
  'folate',
  'folvite',
  'hydroxyurea',
  'hydroxycarbamide',
  'luspatercept',
  'paracetamol',
  'acetaminophen',
  'crocin',
  'dolo',
  'calpol',
  'ibuprofen',
  'aspirin',
  'antibiotics?',
  'amoxicillin',
  'penicillin',
  'vitamin (?:d3?|c|e|b12)',
  'calcium (?:tablets?|supplements?|syrup)',
  'zinc',
  'iron (?:tablets?|syrup|supplements?|drops)',
  'supplements?',
  'chelators?',
  'chelation (?:medicines?|drugs?|tablets?)',
  'insulin',
  'steroids?',
];

/** Words for "a medicine" in English and Hinglish. */
export const MEDICINE_WORDS = [
  'medicines?',
  'medications?',
  'drugs?',
  'tablets?',
  'tabs?',
  'capsules?',
  'pills?',
  'syrup',
  'injections?',
  'dawa\\w*',
  'goli\\w*',
];

export const MEDICINE = `(?:${[...MEDICINE_NAMES, ...MEDICINE_WORDS].join('|')})`;
