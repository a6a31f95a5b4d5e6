import type { MessageCatalogue } from '@raktsetu/shared';

/** Hindi for what the server says in features/coordinator (coordinator), by English msgid. */
export const HI_COORDINATOR: MessageCatalogue = {};
