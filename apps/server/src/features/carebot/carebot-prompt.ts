import { EMERGENCY_PHONE, type Language } from '@raktsetu/shared';
import type { ChatMessage } from '../../adapters/llm/llm.ts';
import type { KnowledgeArticle } from './knowledge/article.ts';
import type { AskerContext } from './carebot-retrieval.ts';
import { localised, sourceLine } from './carebot-answer.ts';

/*
 * What a language model is told. It carries the question, the retrieved passages with their sources, the
 * asker's role and interests — never a name, phone number, e-mail address, town or anything from a medical
 * record (docs/decisions/0016). The safety checks still run on whatever comes back.
 */

const RULES = [
  'You are CareBot, the health companion of RaktSetu, an Indian service that connects people with Thalassemia and their families with blood donors and blood banks.',
  'Answer in plain, warm words a worried parent understands, in at most 150 words.',
  'Never give a dose or an amount of any medicine: no mg, mg/kg, tablets, units, drops or times a day. Explain what a medicine is for and say that the haematologist sets the dose.',
  `If anything sounds like an emergency (trouble breathing, chest pain, fainting, a fever during or after a transfusion, heavy bleeding, a seizure), first tell the person to call ${EMERGENCY_PHONE} or go to the nearest hospital now.`,
  'Base the answer on the passages below and name the source you used as "Source: organisation, document (year)". If the passages do not answer the question and you are not sure, say you do not know and suggest asking their doctor or haematologist.',
  'Paying or being paid for blood is illegal in India; licensed blood centres give blood free to Thalassemia patients; genuine donors never ask for money.',
  'Correct myths kindly: Thalassemia is not contagious, and no diet or remedy replaces transfusions or chelation.',
].join('\n');

const ROLE_TEXT: Record<NonNullable<AskerContext['role']> | 'other', string> = {
  patient: 'a person with Thalassemia or a family member caring for one',
  donor: 'a blood donor',
  other: 'a member of blood-bank staff or an administrator',
};

/** Which language to answer in: the asker's, however the question was written. */
const LANGUAGE_RULE: Record<Language, string> = {
  en: 'Answer in the language the person wrote in (English or Hinglish).',
  hi: 'Answer in Hindi (हिन्दी), in Devanagari script, as a native speaker would say it to a worried parent: simple, respectful (आप), not word-for-word from English. Keep CareBot, RaktSetu, SOS, blood groups, numbers and phone numbers exactly as they are. Write "Source:" as "स्रोत:".',
  mr: 'Answer in Marathi (मराठी), in Devanagari script, as a native speaker would say it to a worried parent: simple, respectful (आपण / तुम्ही), not word-for-word from English. Keep CareBot, RaktSetu, SOS, blood groups, numbers and phone numbers exactly as they are. Write "Source:" as "स्रोत:".',
};

/** The passages in the asker's language where they are translated, so the model quotes tested wording. */
function passagesText(passages: readonly KnowledgeArticle[], language: Language): string {
  if (passages.length === 0) return 'Passages: none matched this question.';
  const listed = passages.map((a, i) => {
    const read = localised(a, language);
    const source = sourceLine(a, read.translated ? language : 'en');
    return `[${i + 1}] ${read.title}\n${read.body.trim()}\n${source}`;
  });
  return `Passages:\n\n${listed.join('\n\n')}`;
}

// What a person may type about themselves that a model provider has no need to see: e-mail addresses, and runs of
// ten or more digits (phone numbers, Aadhaar) however they are spaced or punctuated.
const EMAIL_IN_TEXT = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
const LONG_NUMBER = /\+?\(?\d(?:[\s().-]*\d){9,}/g;

/** The question as the model receives it: contact details the person typed are masked. */
export function maskContactDetails(question: string): string {
  return question.replace(EMAIL_IN_TEXT, '[e-mail]').replace(LONG_NUMBER, '[number]');
}

/** The system and user messages for one question. */
export function modelMessages(
  question: string,
  passages: readonly KnowledgeArticle[],
  asker: AskerContext,
): ChatMessage[] {
  const interests = asker.interests.length > 0 ? asker.interests.join(', ') : 'none given';
  const about = `The person asking is ${ROLE_TEXT[asker.role ?? 'other']}. Their interests: ${interests}.`;
  const language = asker.language ?? 'en';
  const rules = `${RULES}\n${LANGUAGE_RULE[language]}`;
  return [
    { role: 'system', content: `${rules}\n\n${about}\n\n${passagesText(passages, language)}` },
    { role: 'user', content: maskContactDetails(question) },
  ];
}
