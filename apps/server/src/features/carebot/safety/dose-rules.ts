import { MEDICINE } from './medicines.ts';
import { rx } from './pattern.ts';

/**
 * A question about how much of a medicine to take or give — a dose — in English or Hinglish. "What does
 * deferasirox do" names a medicine but asks what it is for, and is not a dose question. Patterns run on
 * `normalise`d text.
 */
const AMOUNT = '(?:how much|how many|kitni|kitna|kitne|what amount|what quantity|how often|how many times)';
const DOSE_WORD = '(?:dose|dosage|khurak|mg|milligrams?|mcg)';

const DOSE_QUESTION = [
  rx(`${AMOUNT} ~ ${MEDICINE}|${MEDICINE} ~ ${AMOUNT}`),
  rx(`\\b${DOSE_WORD}\\b`),
  rx(`${MEDICINE} ~ (?:kitni|kitna|kitne) (?:baar|bar|dena|deni|dene|leni|lena|lene|khani|khana)`),
  rx(
    `(?:increase|decrease|reduce|double|skip|missed?|change|lower|raise)\\w* ~ ${MEDICINE}|${MEDICINE} ~ (?:badha|ghata|kam|zyada)\\w*`,
  ),
];

export function matchDose(text: string): boolean {
  return DOSE_QUESTION.some((r) => r.test(text));
}
