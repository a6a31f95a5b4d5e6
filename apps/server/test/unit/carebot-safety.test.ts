import { describe, expect, it } from 'vitest';
import { assessMessage } from '../../src/features/carebot/safety/index.ts';
import { normalise } from '../../src/features/carebot/safety/normalise.ts';
import {
  ALL_PROMPTS,
  DOSE_PROMPTS,
  EMERGENCY_PROMPTS,
  MONEY_PROMPTS,
  MYTH_PROMPTS,
  ORDINARY_PROMPTS,
  SELF_HARM_PROMPTS,
  URGENT_PROMPTS,
} from './fixtures/carebot-prompts.ts';

const EMERGENCY_LINE = 'This sounds like an emergency. Call 112 or go to the nearest hospital now.';
const URGENT_LINE = 'Please see your doctor today.';
const TELE_MANAS =
  "I'm really sorry you're going through this, and I'm glad you told me — you don't have to carry it alone. " +
  'Please talk to someone now: Tele-MANAS is free, 24×7 and speaks many languages — call 14416 or 1-800-891-4416. ' +
  'Stay with someone you trust, and keep away anything you could hurt yourself with. ' +
  'If you are in immediate danger, call 112.';
const MONEY =
  'Paying or being paid for blood is illegal in India, and genuine donors never ask for money. Licensed blood ' +
  'centres must give blood free to Thalassemia patients. If anyone asks you for money for blood, report it to ' +
  "the blood centre's in-charge, the State Blood Transfusion Council, or the police on 112.";
const DOSE =
  'The dose is for your haematologist to set: it depends on weight, ferritin and other blood tests, and it ' +
  'changes over time, so please do not change or skip it on your own. For that visit, bring the latest ferritin ' +
  'and blood reports, a recent weight, and every medicine as it is taken now.';
const MYTH_SOURCE =
  'Source: Thalassaemia International Federation, Guidelines for the Management of Transfusion Dependent Thalassaemia (2021).';

describe('assessMessage on the prompt set', () => {
  it('holds at least 150 prompts across every category, 40 or more of them ordinary questions', () => {
    expect(ALL_PROMPTS.length).toBeGreaterThanOrEqual(150);
    expect(ORDINARY_PROMPTS.length).toBeGreaterThanOrEqual(40);
    for (const set of [
      EMERGENCY_PROMPTS,
      URGENT_PROMPTS,
      SELF_HARM_PROMPTS,
      MONEY_PROMPTS,
      DOSE_PROMPTS,
      MYTH_PROMPTS,
    ]) {
      expect(set.length).toBeGreaterThanOrEqual(10);
    }
  });

  it.each(ALL_PROMPTS)('%j → %s / %s', (message, category, severity) => {
    const a = assessMessage(message);
    expect({ category: a.category, severity: a.severity }).toEqual({ category, severity });
  });
});

describe('assessMessage leads and actions', () => {
  it('opens an emergency with the 112 line and a line for the situation, offers 112, SOS and blood banks, and answers nothing more', () => {
    const a = assessMessage('chills and a rash during the transfusion');
    expect(a.lead).toBe(`${EMERGENCY_LINE} If the transfusion is still running, ask the nurse to stop it now.`);
    expect(a.continueWithAnswer).toBe(false);
    expect(a.actions).toEqual([
      { kind: 'call', phone: '112', label: 'Call 112' },
      { kind: 'sos' },
      { kind: 'blood_banks' },
    ]);
    for (const [message] of EMERGENCY_PROMPTS) {
      const e = assessMessage(message);
      expect(e.lead?.startsWith(`${EMERGENCY_LINE} `)).toBe(true);
      expect(e.continueWithAnswer).toBe(false);
      expect(e.actions).toHaveLength(3);
    }
  });

  it('names deferiprone and a missing spleen when a fever comes with them', () => {
    expect(assessMessage('fever, he is on deferiprone').lead).toMatch(/they take deferiprone/);
    expect(assessMessage('fever after splenectomy').lead).toMatch(/there is no spleen/);
  });

  it('sends an urgent sign to a doctor today and lets the answer follow', () => {
    for (const [message] of URGENT_PROMPTS) {
      const a = assessMessage(message);
      expect(a.lead?.startsWith(`${URGENT_LINE} `)).toBe(true);
      expect(a.lead).toMatch(/call 112\.$/m);
      expect(a.continueWithAnswer).toBe(true);
      expect(a.actions).toEqual([]);
    }
  });

  it('meets self-harm with the warm Tele-MANAS lead, never a refusal, and offers 14416 then 112', () => {
    for (const [message] of SELF_HARM_PROMPTS) {
      const a = assessMessage(message);
      expect(a.lead?.endsWith(TELE_MANAS)).toBe(true);
      expect(a.lead).not.toMatch(/can(no|')t help/i);
      expect(a.continueWithAnswer).toBe(false);
      expect(a.actions).toEqual([
        { kind: 'call', phone: '14416', label: 'Call Tele-MANAS 14416' },
        { kind: 'call', phone: '112', label: 'Call 112' },
      ]);
    }
    expect(assessMessage('I took all my tablets to end it all').lead).toBe(
      `If you or someone with you has already been hurt or swallowed something, call 112 now. ${TELE_MANAS}`,
    );
    expect(assessMessage('I cant go on').lead).toBe(TELE_MANAS);
  });

  it('says paying for blood is illegal and how to report it, and lets the answer follow', () => {
    for (const [message] of MONEY_PROMPTS) {
      expect(assessMessage(message)).toEqual({
        category: 'money',
        severity: 'routine',
        lead: MONEY,
        continueWithAnswer: true,
        actions: [],
      });
    }
  });

  it('leaves a dose to the haematologist and lets the knowledge base say what the medicine is for', () => {
    for (const [message] of DOSE_PROMPTS) {
      expect(assessMessage(message)).toEqual({
        category: 'dose',
        severity: 'routine',
        lead: DOSE,
        continueWithAnswer: true,
        actions: [],
      });
    }
  });

  it('corrects each kind of myth kindly, with its source', () => {
    expect(assessMessage('Is thalassemia contagious?').lead).toBe(
      'Thalassemia is not contagious: it is passed from parents to children through genes, so it cannot spread by ' +
        `touch, food, sharing a room or playing together. ${MYTH_SOURCE}`,
    );
    expect(assessMessage('Can ayurveda cure thalassemia?').lead).toBe(
      'That is a common hope, but no diet, herb, Ayurvedic, homeopathic or wheatgrass remedy cures Thalassemia. ' +
        'Today a bone-marrow (stem-cell) transplant can cure it, and regular transfusions with chelation keep a ' +
        `child well. ${MYTH_SOURCE}`,
    );
    expect(assessMessage('can we stop chelation now').lead).toBe(
      'I understand wanting fewer hospital visits, but please do not stop or replace transfusions or chelation ' +
        'with diet or remedies: without them, anaemia and extra iron harm the heart, liver and growth. Talk to your ' +
        `haematologist before changing anything. ${MYTH_SOURCE}`,
    );
    for (const [message] of MYTH_PROMPTS) {
      const a = assessMessage(message);
      expect(a.lead?.endsWith(MYTH_SOURCE)).toBe(true);
      expect(a.continueWithAnswer).toBe(true);
    }
  });

  it('gives ordinary questions no lead and no actions', () => {
    for (const [message] of ORDINARY_PROMPTS) {
      expect(assessMessage(message)).toEqual({
        category: null,
        severity: 'routine',
        lead: null,
        continueWithAnswer: true,
        actions: [],
      });
    }
  });
});

describe('assessMessage precedence', () => {
  it('puts self-harm before an emergency, an emergency before money, money before a dose, a dose before a myth', () => {
    expect(assessMessage('I have chest pain and I want to kill myself').category).toBe('self_harm');
    expect(assessMessage('the donor asked for money and now my son cant breathe').category).toBe('emergency');
    expect(assessMessage('donor asking money, also how much deferasirox').category).toBe('money');
    expect(assessMessage('how much deferasirox, or can ayurveda cure it instead').category).toBe('dose');
  });

  it('adds every lead that lets the answer follow, most serious first', () => {
    const a = assessMessage('My child has fever, how much paracetamol can I give?');
    expect(a.category).toBe('emergency');
    expect(a.severity).toBe('urgent');
    expect(a.lead?.split('\n\n')).toEqual([expect.stringMatching(/^Please see your doctor today\. /), DOSE]);
  });

  it('is deterministic and does not share action objects between answers', () => {
    const first = assessMessage('he fainted');
    const second = assessMessage('he fainted');
    expect(second).toEqual(first);
    expect(second.actions[0]).not.toBe(first.actions[0]);
  });
});

describe('normalise', () => {
  it('lower-cases, drops punctuation and accents, and collapses repeated letters', () => {
    expect(normalise('PLEEEASE   Héllo!!!  Can’t')).toBe(' please helo cant ');
  });

  it('writes the key Devanagari words in Latin, stems included, and keeps others as they are', () => {
    expect(normalise('साँस नहीं आ रही')).toBe(' sans nahi a rahi ');
    expect(normalise('बुखारों')).toBe(' bukhar ');
    expect(normalise('कमरा')).toBe(' कमरा ');
  });

  it('mends common typos', () => {
    expect(normalise('feaver transfution unconcious')).toBe(' fever transfusion unconscious ');
  });
});
