import { describe, expect, it } from 'vitest';
import { checkReply, DOSE_REPLACEMENT } from '../../src/features/carebot/safety/index.ts';

/** Replies (as a knowledge base or a model might write them) whose dose sentence must be replaced. */
const DOSES: ReadonlyArray<readonly [reply: string, kept: string]> = [
  ['Deferasirox is usually given at 20-40 mg/kg/day.', ''],
  ['Deferasirox helps remove iron. The usual dose is 20–40 mg/kg/day.', 'Deferasirox helps remove iron.'],
  ['Give 500 mg of deferasirox once a day.', ''],
  ['Start with 20 mg per kg of body weight.', ''],
  ['Deferiprone is taken as 75 mg/kg per day in three parts.', ''],
  ['Folic acid 5 mg daily is common.', ''],
  ['He can take two tablets after dinner.', ''],
  ['Take one capsule in the morning.', ''],
  ['Dissolve 2 sachets in water.', ''],
  ['Vitamin D 60000 IU once a week is often prescribed.', ''],
  ['Give 400 mcg of folic acid.', ''],
  ['Desferal 1 g is infused under the skin over 8-12 hours.', ''],
  ['Give 5 ml of the syrup twice a day.', ''],
  ['Paracetamol 15 mg per kg every 6 hours can be given.', ''],
  ['Deferiprone is usually taken three times a day.', ''],
  ['Kelfer 500 mg BD.', ''],
  ['Insulin 10 units before meals.', ''],
  ['Usually half a tablet is enough for small children.', ''],
  ['Doctors give 30 to 40 per kg of deferasirox.', ''],
  ['Roz do goli deni hai.', ''],
  ['- Deferasirox: 20–40 mg/kg/day', '- '],
];

/** Numbers that are facts, not doses: they stay exactly as written. */
const FACTS = [
  'Each unit carries about 200–250 mg of iron, so ferritin is checked about every 3 months.',
  'Doctors aim for a pre-transfusion Hb of 9.5–10.5 g/dL.',
  'A ferritin of 1000 ng/mL or more is a sign of iron overload.',
  'Most children need transfusions every 2–4 weeks.',
  'Donors must weigh at least 45 kg.',
  'Men may give whole blood every 90 days, women every 120 days.',
  'A child may need 1 unit of blood, sometimes 2 units, each visit.',
  'Deferasirox removes extra iron from the body, and the doctor checks kidney and liver tests while it is taken.',
  'Drink about 500 ml of water before you donate.',
  'A whole-blood donation takes about 350 ml or 450 ml of blood.',
  'Bilirubin above 2 mg/dL can make the eyes look yellow.',
  'Chelation medicines are deferasirox, deferiprone and deferoxamine.',
  'A glass of milk has about 300 mg of calcium.',
  'Eat three times a day and include fruit.',
  'The donation itself takes about 10 minutes.',
];

describe('checkReply', () => {
  it.each(DOSES)('replaces the dose in %j with the fixed sentence', (reply, kept) => {
    const result = checkReply(reply);
    expect(result.rewritten).toBe(true);
    expect(result.text).toBe(`${kept}${kept && !kept.endsWith(' ') ? ' ' : ''}${DOSE_REPLACEMENT}`);
  });

  it.each(FACTS)('keeps the fact %j as it is', (fact) => {
    expect(checkReply(fact)).toEqual({ text: fact, rewritten: false });
  });

  it('writes the fixed sentence once however many dose sentences there are, and keeps the rest', () => {
    const reply =
      'Deferasirox is a tablet that removes iron.\n\nThe dose is 20-40 mg/kg/day. Children may take 250 mg tablets.\n\n' +
      'Each unit carries about 200–250 mg of iron.\n- Give 2 tablets a day\n- Check ferritin every 3 months';
    const result = checkReply(reply);
    expect(result.rewritten).toBe(true);
    expect(result.text).toBe(
      `Deferasirox is a tablet that removes iron.\n\n${DOSE_REPLACEMENT}\n\n` +
        'Each unit carries about 200–250 mg of iron.\n- Check ferritin every 3 months',
    );
    expect(result.text.split(DOSE_REPLACEMENT)).toHaveLength(2);
  });

  it('is idempotent: a checked reply passes the check unchanged', () => {
    for (const [reply] of DOSES) {
      const once = checkReply(reply).text;
      expect(checkReply(once)).toEqual({ text: once, rewritten: false });
    }
  });

  it('does not add the fixed sentence again when the reply already carries it', () => {
    const reply = `${DOSE_REPLACEMENT} Most children start at 20 mg/kg/day.`;
    expect(checkReply(reply)).toEqual({ text: DOSE_REPLACEMENT, rewritten: true });
  });

  it('leaves a reply without numbers alone, byte for byte', () => {
    const reply = 'Thalassemia is inherited.\n\n  It is not contagious.  ';
    expect(checkReply(reply)).toEqual({ text: reply, rewritten: false });
  });
});
