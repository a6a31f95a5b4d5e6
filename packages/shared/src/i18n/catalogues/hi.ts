import { byEnglish } from './by-english.ts';
import { HI_MESSAGES, HI_REQUEST_MESSAGES } from './hi-messages.ts';
import { HI_RULES } from './hi-rules.ts';
import { HI_BRIDGE_RULES } from './hi-bridge-rules.ts';

/** Everything the shared package says, in Hindi, by English msgid (one chunk for the web, loaded on demand). */
const HI = { ...byEnglish(HI_MESSAGES, HI_REQUEST_MESSAGES), ...HI_RULES, ...HI_BRIDGE_RULES };
export default HI;
