import { createLocalizer, loadMessageCatalogue, type Language } from '@raktsetu/shared';
import { registerMessageTranslator } from './message-translators.ts';

/**
 * Loaded with Hindi or Marathi only (index.ts): the shared catalogue of that language (its own chunk) becomes the
 * translator of the shared messages, so the English first page carries neither.
 */
export async function loadSharedMessages(language: Exclude<Language, 'en'>): Promise<void> {
  registerMessageTranslator(language, createLocalizer(await loadMessageCatalogue(language)));
}
