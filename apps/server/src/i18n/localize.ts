import { createLocalizer, type FieldError, type Language, type Localize } from '@raktsetu/shared';
import SHARED_HI from '@raktsetu/shared/i18n/catalogues/hi';
import SHARED_MR from '@raktsetu/shared/i18n/catalogues/mr';
import SERVER_HI from './catalogues/hi.ts';
import SERVER_MR from './catalogues/mr.ts';

/**
 * The one place the server's English becomes the asker's language: what the shared package says (its
 * catalogues) and what only the server says (./catalogues), both by English msgid. The error handler uses it for
 * every failure, the success hook for every `message`, the request page for its timeline.
 *
 * Left in English on purpose:
 * - the staff:add / admin:add command's answers (bank-staff.service.ts): an operator reads them in a terminal;
 * - start-up configuration errors (config/env.ts): for whoever runs the server;
 * - "Unknown component id …" (stock-presenter.ts): a programming error, never shown to a person;
 * - an answer written on the socket when Node could not read the request (clientErrorHandler): the headers
 *   that would name the language are what could not be read;
 * - dates and times formatted inside a message ("redeemed on 26 Nov 2026", "from 4:30 pm IST") keep the en-IN
 *   form the services write; the sentence around them is translated.
 */
const LOCALIZERS: Record<Language, Localize> = {
  en: (english) => english,
  hi: createLocalizer(SHARED_HI, SERVER_HI),
  mr: createLocalizer(SHARED_MR, SERVER_MR),
};

export function localize(english: string, language: Language): string {
  return LOCALIZERS[language](english);
}

export function localizeDetails(details: FieldError[] | undefined, language: Language): FieldError[] | undefined {
  return details?.map((detail) => ({ ...detail, message: localize(detail.message, language) }));
}

/** Words the API carries as data (the eligibility reasons), in the reader's language; codes stay beside them. */
export function localizeAll(texts: readonly string[], language: Language): string[] {
  return texts.map((text) => localize(text, language));
}
