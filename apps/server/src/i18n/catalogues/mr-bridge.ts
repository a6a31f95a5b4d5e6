import type { MessageCatalogue } from '@raktsetu/shared';

/** Marathi for what the server says in features/bridge (bridge), by English msgid. */
export const MR_BRIDGE: MessageCatalogue = {};
