import type { MessageCatalogue } from '@raktsetu/shared';

/** Marathi for what the server says in features/coordinator (coordinator), by English msgid. */
export const MR_COORDINATOR: MessageCatalogue = {};
