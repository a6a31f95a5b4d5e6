import { HI_BRIDGE } from './hi-bridge.ts';
import { HI_COORDINATOR } from './hi-coordinator.ts';
import { HI_ROTATION } from './hi-rotation.ts';
import { HI_ACCOUNTS } from './hi-accounts.ts';
import { HI_HTTP } from './hi-http.ts';
import { HI_SERVICES } from './hi-services.ts';

/** Everything only the server says, in Hindi, by English msgid. */
const HI = { ...HI_ACCOUNTS, ...HI_SERVICES, ...HI_HTTP, ...HI_BRIDGE, ...HI_ROTATION, ...HI_COORDINATOR };
export default HI;
