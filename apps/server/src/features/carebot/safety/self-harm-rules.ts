import { rx } from './pattern.ts';

/**
 * Self-harm and despair, in English, Hinglish, and Hindi or Marathi in Devanagari (`normalise` writes most
 * Devanagari words in Latin). Any match gets the helpline lead; a stated intent, a plan or
 * a method makes it an emergency; something already done adds the call-112-now line. Patterns run on
 * `normalise`d text. Worry about a child's illness ("will my child die?") is not despair and does not match.
 */
const SELF = '(?:myself|my self|my life|my own life|it all)';

/**
 * A way of killing oneself said with oneself ("hang myself", "फाँसी लगा लूँगा", "गळफास घेणार", "jump in front of a
 * train"): despair and a stated plan at once, so it opens the gate below and makes the reply an emergency.
 */
const METHOD_WITH_SELF = rx(
  '\\bhang\\w* (?:myself|my self)|phansi (?:laga\\w*|lag\\w*|lu\\w*|le\\w*|kha\\w*|लगा\\S*|लग\\S*|लूं\\S*|ले\\S*)' +
    '|गळफास|फास लाव\\S*|jump\\w* (?:in front of|infront of) ~ (?:train|truck|bus)' +
    '|(?:train|ट्रेन|रेल) (?:ke|के) (?:aage|samne|आगे|सामने) ~ (?:kood|kud|jump|कूद|कुद)\\S*' +
    '|(?:ट्रेन|रेल्वे|रेल्वेगाडी)(?:च्या|समोर)? ~ (?:उडी)|(?:इमारत|बिल्डिंग|गच्ची|छत)\\S* ~ उडी मार\\S*' +
    // Marathi "I will finish / kill myself".
    '|स्वतःला ~ (?:मारून|संपवून) (?:टाकणार|टाकेन|घेणार|घेईन)|स्वतःला (?:संपवणार|संपवेन)',
);

const DESPAIR = [
  METHOD_WITH_SELF,
  rx(`\\bkill ${SELF}|\\bkilling ${SELF}|\\bend(?:ing)? ${SELF}|\\btake ${SELF}|\\btaking ${SELF}`),
  rx('suicid\\w*|khudkushi|a+tma ?hatya'),
  rx(
    '\\bwants? to die\\b|\\bwanna die\\b|wish (?:i|we) (?:could|would) die|wish (?:i|we) (?:was|were|had been) (?:dead|never born)' +
      '|better off dead|(?:rather|prefer to) be dead|dont want to (?:live|be alive|wake up)',
  ),
  rx(
    'no (?:reason|point|purpose) (?:to|in|of) (?:live|living|life|going on)|nothing (?:left )?to live for' +
      '|(?:life|living) is (?:pointless|meaningless|not worth)|not worth living',
  ),
  rx(
    'cant go on|can not go on|cant take (?:it|this) any ?more|cant do this any ?more' +
      '|tired of (?:everything|living|life|it all|being alive)' +
      '|giv(?:e|ing) up on (?:my |our )?(?:child|son|daughter|kid|baby|life|everything|living)' +
      // Despair without words of harm still gets the warm line and the helpline.
      '|(?:feel|feeling|felt) (?:like )?giv(?:e|ing) up|want to give up|\\bhopeless\\b|cant cope|can not cope' +
      '|himm?at (?:haar|har) (?:gaya|gayi|gaye|chuka|chuki)',
  ),
  rx(
    '(?:want|wanna|going|thinking|feel like|urge) ~ (?:hurt|harm|cut) (?:myself|my self)|self ?harm|cutting myself|cut my wrists?',
  ),
  rx(
    'mar (?:jana|jaun|jau|jaunga|jaungi) ~ chah\\w*|marna chah\\w*|marne ka (?:man|dil|khayal)' +
      '|(?:jeena|jina) nahi (?:chah\\w*|hai)|(?:jeene|jine) ka (?:man|dil) nahi|(?:jeena|jina|zindagi) (?:bekar|bekaar)' +
      '|zindagi (?:khatam|se thak)|(?:khud|apne aap) ko ~ (?:nuksan|nuksaan|hurt|maar|khatam|chot)|jaan de (?:dunga|dungi|du|dun|doon)',
  ),
  // Marathi that has no word-for-word Hinglish twin: "I don't feel like living", "no meaning in living",
  // "hurt / finish myself", "end it all".
  rx(
    'जगाव\\S* ~ nahi|जगायच\\S* nahi|जगण्यात ~ अर्थ nahi|जगण्याची इच्छा nahi|स्वतःला ~ (?:इजा|दुखापत|संपव\\S*|मारून)' +
      '|सगळं संपवून टाकाव\\S*',
  ),
];

/** Intent, a plan or a method stated: an emergency. */
const INTENT_OR_PLAN = [
  METHOD_WITH_SELF,
  rx(
    `(?:going to|gonna|will|want to|wanna|plan\\w*|decided|ready to|about to|tonight|today|now|im|i am) ~ (?:kill|end|take) ${SELF}`,
  ),
  rx(
    '(?:suicide|khudkushi|a+tma ?hatya) ~ (?:karunga|karungi|kar lunga|kar lungi|karne ja\\w*|karna chah\\w*|tonight|today|plan\\w*|note)' +
      '|(?:commit|committing|attempt\\w*|plan\\w*|decided|going to|gonna) ~ suicide|jaan de (?:dunga|dungi|dun|doon)' +
      '|mar (?:jaunga|jaungi)|(?:khud|apne aap) ko (?:maar|khatam kar) (?:dunga|dungi|lunga|lungi)',
  ),
  rx(
    'rope|\\bhang\\w*|phansi|ph?anda|jump\\w* (?:off|from)|bridge|railway|train ke aage|poison|zeher|zahar|pesticide' +
      '|sleeping pills|\\bpills\\b|\\btablets\\b|goliyan|razor|blade|wrist|nas kaat',
  ),
];

/** Already done: someone has hurt themselves or swallowed something. */
const IN_PROGRESS = rx(
  '(?:took|taken|swallowed|drank|drunk|ate|kha li|pi li|pee li) ~ (?:pills|tablets|poison|zeher|zahar|pesticide|goliyan|goli|bottle)' +
    '|already (?:cut|took|taken|hurt|swallowed)|\\bcut my wrists?|kaat li|nas kaat',
);

export interface SelfHarmMatch {
  severity: 'emergency' | 'urgent';
  inProgress: boolean;
}

export function matchSelfHarm(text: string): SelfHarmMatch | null {
  if (!DESPAIR.some((r) => r.test(text))) return null;
  const inProgress = IN_PROGRESS.test(text);
  const severity = inProgress || INTENT_OR_PLAN.some((r) => r.test(text)) ? 'emergency' : 'urgent';
  return { severity, inProgress };
}
