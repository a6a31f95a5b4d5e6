import type { MessageCatalogue } from '@raktsetu/shared';

/** Marathi for what the server says in features/bridge (rotation), by English msgid. */
export const MR_ROTATION: MessageCatalogue = {};
