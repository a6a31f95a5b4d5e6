import type { Language } from '@raktsetu/shared';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../i18n/request-language.ts';

/*
 * The language CareBot answers in. The app's language (the request's own, or its Accept-Language header) comes
 * first. A question typed in Devanagari from the English app is answered in Hindi or Marathi: someone who writes
 * in Devanagari reads it, and an English answer to "साँस नहीं आ रही" would fail them. Marathi is told from Hindi
 * by a few words and a letter Hindi does not use; anything else in Devanagari is taken as Hindi.
 */

const DEVANAGARI_LETTER = /\p{Script=Devanagari}/u;
/** ळ is Marathi's own letter; the words are Marathi's everyday ones that Hindi does not share. */
const MARATHI_SIGNS =
  /ळ|(?:^|[^\p{L}\p{M}])(?:आहे|आहेत|नाही|काय|मला|माझा|माझी|माझ्या|आम्ही|आणि|किती|कसे|कधी|शकतो|शकते)(?=$|[^\p{L}\p{M}])/u;

/** The app's language for a request: the server's one reading of its Accept-Language. */
export function appLanguageOf(request: Pick<FastifyRequest, 'headers'>): Language {
  return requestLanguage(request);
}

/** The language to answer a question in, given the app's language and the question's own script. */
export function answerLanguage(appLanguage: Language, question: string): Language {
  if (appLanguage !== 'en' || !DEVANAGARI_LETTER.test(question)) return appLanguage;
  return MARATHI_SIGNS.test(question) ? 'mr' : 'hi';
}
