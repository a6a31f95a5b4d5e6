import type { MessageCatalogue } from '@raktsetu/shared';

/** Hindi for what the server says in features/bridge (rotation), by English msgid. */
export const HI_ROTATION: MessageCatalogue = {};
