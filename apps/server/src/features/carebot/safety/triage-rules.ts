import { rx } from './pattern.ts';

/**
 * Medical triage: what needs an ambulance now ('emergency') and what needs a doctor today ('urgent'). Rules are
 * tried in order and the first that matches decides, so the more specific ones (a transfusion reaction, fever
 * on deferiprone) come before the general ones (breathing, fever). Each pattern runs on `normalise`d text.
 */
export interface TriageRule {
  id: string;
  severity: 'emergency' | 'urgent';
  /** Every one must match. */
  all: RegExp[];
  /** None may match. */
  none?: RegExp[];
  /** One line for this situation, after the fixed first line. */
  detail: string | null;
}

const FEVER = '(?:fever\\w*|bukhar|temperature|\\btemp\\b)';
/** A fever named with a risk (deferiprone, no spleen); "room temperature" on a medicine box is not one. */
const FEVER_WORD = rx('fever\\w*|bukhar|(?:high|a) temperature|temperature (?:of|is)|\\btemp\\b');
/** A fever someone has now, not the word in "what is a fever chart". */
const FEVER_NOW = rx(
  `\\b(?:has|have|having|had|got|gets|getting|running|with|develop\\w*|spiked?|ko|mujhe) ~ ${FEVER}` +
    '|(?:fever\\w*|bukhar) ~ (?:since|for|hai|ho gaya|ho gya|ho gayi|aa gaya|aa raha|aaya|aya|chadh\\w*|came|is \\d+|\\d+)' +
    '|(?:temperature|\\btemp\\b) (?:is |of )?(?:\\d+|since)' +
    `|\\bfeverish|\\b(?:tez|high|very high|severe) ${FEVER}`,
);
const HIGH_FEVER = rx(
  `\\b(?:very high|bahut tez|too high|severe) ${FEVER}|${FEVER} ~ (?:10[4-9]|4[0-2])\\b|\\b(?:10[4-9]|4[0-2]) ~ ${FEVER}`,
);
const SMALL_CHILD = rx(
  '\\b(?:baby|babies|infant|newborn|toddler|months? old|mahine|[1-5] (?:years?|yrs?|sal|saal) old' +
    '|(?:one|two|three|four|five) (?:years?|yrs?) old|small (?:child|kid)|little one|cho?ta bach\\w*)',
);
/** A transfusion going on or just given: what a reaction hangs on ("gets transfusions every 3 weeks" is not). */
const TRANSFUSION = rx(
  '(?:during|after|while|following|in the middle of) ~ transfusion|transfusion (?:reaction|started|running|going on)' +
    '|(?:khoon|blood|unit) ~ chadh(?:ate|aate|ane|a rahe|a raha|a rahi|te)\\w*|chadhate waqt|chadhane ke (?:baad|bad|dauran)' +
    '|blood (?:being|was) given|(?:during|after) (?:the |a |his |her )?blood\\b',
);
const TRANSFUSION_SIGN = rx(
  '(?:chills?|shiver\\w*|shaking|kaanp\\w*|thand lag\\w*|rash\\w*|hives|itch\\w*|scratch\\w*|khujli|red spots|back ~ pain' +
    '|pain ~ back|kamar ~ dard|(?:dark|red|brown|black|cola) (?:urine|pee)|(?:urine|pee|peshab) ~ (?:dark|red|brown|black|kala|laal|lal)' +
    '|breathless\\w*|breath\\w*|saans|fever\\w*|bukhar|temperature|swell\\w*|sujan|chest ~ pain|vomit\\w*|ulti|dizzy|chakkar|reaction)',
);
/** Signs that came days after the transfusion: a delayed reaction, for a doctor today rather than an ambulance. */
const DAYS_LATER = rx(
  '\\b(?:(?:\\d+|two|three|four|five|six|seven|several|some|few|a few) (?:days?|din)|a week|week|hafte?)' +
    ' ~ (?:after|later|baad|bad|since)|\\blast week\\b',
);
/** "What is / what are the signs of …": a question about a topic, not something happening. */
const ABOUT_A_TOPIC = rx(
  '^ (?:what (?:is|are)|define|explain|tell me about)\\b|\\b(?:signs? of|symptoms? of|types? of|kya (?:hota|hoti|hote) hai)\\b' +
    // "What reactions can happen…", "…reactions and what to watch for": learning ahead, nothing happening yet.
    '|\\bwhat (?:reactions?|problems?|side effects?|complications?) (?:can|could|may|might) (?:happen|occur|come)\\b' +
    '|\\breactions? (?:and|to) (?:what to )?(?:watch|look) (?:for|out)',
);
const DARK_URINE = rx(
  '(?:dark|red|brown|black|cola|coca cola|tea coloured|tea colored) (?:urine|pee)|(?:urine|pee|peshab) ~ (?:dark|red|brown|black|kala|laal|lal|cola)',
);
const PALE = rx(
  '\\b(?:very|extremely|too|so|suddenly|bahut|turned|gone|looks?) (?:pale|white)\\b|\\bpallor\\b|(?:safed|peela|pila) pad\\w*',
);
const RACING_HEART = rx(
  '(?:heart|dil|dhadkan|pulse|heartbeat) ~ (?:racing|fast|pounding|rapid|tez|bhag\\w*)|(?:racing|fast|rapid|pounding) (?:heart|heartbeat|pulse)|palpitation\\w*',
);
const BREATHING_EXERCISE = rx('breathing exercise|bad breath|deep breath|breath holding');

export const TRIAGE_RULES: TriageRule[] = [
  {
    id: 'transfusion-reaction',
    severity: 'emergency',
    all: [TRANSFUSION, TRANSFUSION_SIGN],
    none: [DAYS_LATER, ABOUT_A_TOPIC],
    detail: 'If the transfusion is still running, ask the nurse to stop it now.',
  },
  {
    id: 'fever-on-deferiprone',
    severity: 'emergency',
    all: [FEVER_WORD, rx('deferiprone|kelfer|ferriprox|\\bl1\\b')],
    detail: 'Tell the hospital they take deferiprone: with a fever, a blood count is needed at once.',
  },
  {
    id: 'fever-without-spleen',
    severity: 'emergency',
    all: [
      FEVER_WORD,
      rx(
        'no spleen|without (?:a |the |his |her )?spleen|spleen ~ (?:removed|taken out|nikal\\w*|operation)' +
          '|splenectom\\w*|tilli ~ (?:nikal\\w*|operation|nahi)|remov\\w* ~ spleen',
      ),
    ],
    detail: 'Tell the hospital there is no spleen: a fever can be a serious infection that needs treatment at once.',
  },
  {
    id: 'breathing',
    severity: 'emergency',
    all: [
      rx(
        '(?:cant|unable to|not able to|trouble|difficult\\w*|struggl\\w*|hard to|problem|stopped|not) ~ breath\\w*' +
          '|breath\\w* ~ (?:difficult\\w*|problem|trouble|hard|stopped)|gasping|choking|dum ghut\\w*' +
          '|saans ~ (?:nahi|ruk\\w*|dikkat|takleef|taklif|problem|pareshani|mushkil)' +
          '|(?:lips?|hont\\w*|face|nails?|fingers?) ~ (?:blue|bluish|purple|neel\\w*)|(?:blue|bluish|neel\\w*) (?:lips?|hont\\w*)',
      ),
    ],
    none: [BREATHING_EXERCISE],
    detail: 'Keep them sitting upright while help comes.',
  },
  {
    id: 'chest-pain',
    severity: 'emergency',
    all: [
      rx('chest ~ (?:pain|hurts?|hurting|tight\\w*|dard)|pain ~ chest|(?:seene|sine|chhati|chati) ~ (?:dard|pain)'),
    ],
    // "Can thalassemia cause chest pain?" asks about a link, not about pain now.
    none: [rx('\\bcan ~ cause\\b|\\bcauses? ~ chest')],
    detail: 'Do not drive yourself; wait for the ambulance or let someone take you.',
  },
  {
    id: 'unconscious',
    severity: 'emergency',
    all: [
      rx(
        'unconscious|not (?:waking|responding)|(?:wont|doesnt|didnt|does not|did not) wake|unresponsive' +
          '|hosh (?:nahi|mein nahi|kho\\w*)|not breathing',
      ),
    ],
    detail: 'Lay them on their side and check they are breathing; the 112 call-taker will guide you.',
  },
  {
    id: 'fainting',
    severity: 'emergency',
    all: [rx('\\bfaint(?:ed|ing|s)?\\b|passed out|pass(?:es|ing)? out|collaps\\w*|black(?:ed)? out|behosh\\w*')],
    // A donor fainting at a donation is looked after by the centre; the aftercare article answers that question.
    none: [rx('donat\\w*|\\bdaan\\b')],
    detail: 'Lay them flat, raise their legs if they are not hurt, and stay with them.',
  },
  {
    id: 'seizure',
    severity: 'emergency',
    all: [
      rx(
        'seizure|convuls\\w*|\\b(?:had|having|has|got|getting|gets) (?:a |\\w+ )?fits?\\b|\\bfits? (?:aa|aya|pad\\w*|came)' +
          '|mirgi|daur[ae] (?:pad\\w*|aa\\w*|aya)|jhatk\\w*|eyes rolling',
      ),
    ],
    detail: 'Lay them on their side, move hard things away, put nothing in their mouth, and note the time.',
  },
  {
    id: 'heavy-bleeding',
    severity: 'emergency',
    all: [
      rx(
        '(?:heavy|heavily|severe|lots? of|uncontrol\\w*|profuse|non stop|nonstop|massive|bahut) ~ (?:bleed\\w*|blood loss)' +
          '|bleed\\w* ~ (?:heavily|a lot|badly|wont stop|not stop\\w*|doesnt stop|does not stop|nonstop|non stop)' +
          '|(?:wont|not|cant|doesnt) stop\\w* ~ bleed\\w*|(?:vomit\\w*|cough\\w*|throw\\w* up) ~ blood' +
          '|khoon ~ (?:ruk nahi|nahi ruk|beh|bah)|khoon ki ulti|losing (?:a lot of|lots of|much) blood',
      ),
    ],
    detail: 'Press firmly on the bleeding place with a clean cloth and keep pressing until help arrives.',
  },
  {
    id: 'pallor-racing-heart',
    severity: 'emergency',
    all: [PALE, RACING_HEART],
    detail: 'Tell the hospital they have Thalassemia and when the last transfusion was.',
  },
  {
    id: 'high-fever-small-child',
    severity: 'emergency',
    all: [HIGH_FEVER, SMALL_CHILD],
    detail: "Tell the hospital the child's age, the temperature, and any transfusion or medicine they have.",
  },
  {
    id: 'fever-young-baby',
    severity: 'emergency',
    all: [rx(`${FEVER_NOW.source}|${HIGH_FEVER.source}`), rx('newborn|\\b[0-3] (?:months?|mahine) old|\\binfant')],
    detail: 'In a baby this young any fever needs a doctor at once.',
  },
  {
    id: 'stroke-signs',
    severity: 'emergency',
    all: [
      rx(
        'face (?:droop\\w*|tilted)|slurred speech|weak\\w* (?:on )?one side|one side ~ (?:weak|numb|paraly\\w*)' +
          '|(?:cant|cannot|not able to) (?:speak|talk) suddenly|lakwa',
      ),
    ],
    detail: 'Note the time it started: every minute counts.',
  },
  {
    id: 'swallowed-medicine',
    severity: 'emergency',
    all: [
      rx(
        'swallow\\w*(?: [a-z0-9]+){0,5} (?:tablets?|pills?|medicines?|capsules?|bottle|strip)' +
          '|\\bate(?: [a-z0-9]+){0,5} (?:tablets?|pills?|goli\\w*|medicines?)' +
          '|(?:tablets?|pills?|goli\\w*|medicines?|dawa\\w*) ~ (?:kha li\\w*|kha gaya|kha gayi|kha gya|swallowed|ate)' +
          '|overdose|poison\\w*|zeher|zahar',
      ),
    ],
    detail: 'Take the medicine strip or bottle with you, and do not try to make them vomit.',
  },
  {
    id: 'late-transfusion-reaction',
    severity: 'urgent',
    all: [TRANSFUSION, TRANSFUSION_SIGN, DAYS_LATER],
    none: [ABOUT_A_TOPIC],
    detail:
      'Tell the doctor the date of the last transfusion: these signs days later can mean the new blood is breaking down.',
  },
  {
    id: 'dark-urine',
    severity: 'urgent',
    all: [DARK_URINE],
    none: [ABOUT_A_TOPIC],
    detail: 'Dark urine can mean red cells are breaking down, which a blood test can check.',
  },
  {
    id: 'yellow-eyes',
    severity: 'urgent',
    all: [
      rx(
        '(?:eyes?|skin|aankh\\w*|ankh\\w*) ~ (?:yellow\\w*|peel[ie]|pil[ie])|(?:yellow|peel[ie]|pil[ie]) ~ (?:eyes?|skin|aankh\\w*|ankh\\w*)' +
          '|jaundice|p[ie]+liya',
      ),
    ],
    none: [ABOUT_A_TOPIC],
    detail: 'Yellow eyes or skin can come from red cells breaking down or from the liver; a blood test tells which.',
  },
  {
    id: 'breathless',
    severity: 'urgent',
    all: [rx('breathless\\w*|short(?:ness)? (?:of|on) breath|out of breath|saans (?:phool|ful)\\w*|hanf\\w*')],
    none: [ABOUT_A_TOPIC, BREATHING_EXERCISE],
    detail: 'Breathlessness with Thalassemia can mean the haemoglobin has fallen; a blood count will show it.',
  },
  {
    id: 'pallor-or-racing-heart',
    severity: 'urgent',
    all: [rx(`${PALE.source}|${RACING_HEART.source}`)],
    none: [ABOUT_A_TOPIC],
    detail: 'Paleness or a racing heart can mean the haemoglobin has fallen; a blood count will show it.',
  },
  {
    id: 'fever',
    severity: 'urgent',
    all: [rx(`${FEVER_NOW.source}|${HIGH_FEVER.source}`)],
    detail: 'Tell the doctor about any transfusions and medicines, as they change what a fever can mean.',
  },
];
