import { EMERGENCY_PHONE } from '@raktsetu/shared';

/** The fixed texts a safety rule puts at the top of a reply. Tests assert each one word for word. */

export const EMERGENCY_LEAD = `This sounds like an emergency. Call ${EMERGENCY_PHONE} or go to the nearest hospital now.`;
export const URGENT_LEAD = 'Please see your doctor today.';
/** Closes every urgent lead: what turns "today" into "now". */
export const URGENT_WORSE = `If it gets worse — breathing is hard, they faint or have a fit — call ${EMERGENCY_PHONE}.`;

export const TELE_MANAS_PHONE = '14416';
export const SELF_HARM_LEAD =
  "I'm really sorry you're going through this, and I'm glad you told me — you don't have to carry it alone. " +
  `Please talk to someone now: Tele-MANAS is free, 24×7 and speaks many languages — call ${TELE_MANAS_PHONE} or ` +
  '1-800-891-4416. Stay with someone you trust, and keep away anything you could hurt yourself with. ' +
  `If you are in immediate danger, call ${EMERGENCY_PHONE}.`;
/** Opens the self-harm lead when someone has already hurt themselves or taken something. */
export const SELF_HARM_IN_PROGRESS = `If you or someone with you has already been hurt or swallowed something, call ${EMERGENCY_PHONE} now.`;

export const MONEY_LEAD =
  'Paying or being paid for blood is illegal in India, and genuine donors never ask for money. Licensed blood ' +
  'centres must give blood free to Thalassemia patients. If anyone asks you for money for blood, report it to ' +
  `the blood centre's in-charge, the State Blood Transfusion Council, or the police on ${EMERGENCY_PHONE}.`;

export const DOSE_LEAD =
  'The dose is for your haematologist to set: it depends on weight, ferritin and other blood tests, and it ' +
  'changes over time, so please do not change or skip it on your own. For that visit, bring the latest ferritin ' +
  'and blood reports, a recent weight, and every medicine as it is taken now.';

const MYTH_SOURCE =
  'Source: Thalassaemia International Federation, Guidelines for the Management of Transfusion Dependent ' +
  'Thalassaemia (2021).';
export const MYTH_LEADS = {
  contagion:
    'Thalassemia is not contagious: it is passed from parents to children through genes, so it cannot spread by ' +
    `touch, food, sharing a room or playing together. ${MYTH_SOURCE}`,
  cure:
    'That is a common hope, but no diet, herb, Ayurvedic, homeopathic or wheatgrass remedy cures Thalassemia. ' +
    'Today a bone-marrow (stem-cell) transplant can cure it, and regular transfusions with chelation keep a ' +
    `child well. ${MYTH_SOURCE}`,
  replaceTreatment:
    'I understand wanting fewer hospital visits, but please do not stop or replace transfusions or chelation ' +
    'with diet or remedies: without them, anaemia and extra iron harm the heart, liver and growth. Talk to your ' +
    `haematologist before changing anything. ${MYTH_SOURCE}`,
} as const;
export type MythKind = keyof typeof MYTH_LEADS;
