import { byEnglish } from './by-english.ts';
import { MR_MESSAGES, MR_REQUEST_MESSAGES } from './mr-messages.ts';
import { MR_RULES } from './mr-rules.ts';
import { MR_BRIDGE_RULES } from './mr-bridge-rules.ts';

/** Everything the shared package says, in Marathi, by English msgid (one chunk for the web, loaded on demand). */
const MR = { ...byEnglish(MR_MESSAGES, MR_REQUEST_MESSAGES), ...MR_RULES, ...MR_BRIDGE_RULES };
export default MR;
