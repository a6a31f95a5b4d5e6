import type { MessageCatalogue } from '@raktsetu/shared';

/** Hindi for what the server says in features/bridge (bridge), by English msgid. */
export const HI_BRIDGE: MessageCatalogue = {};
