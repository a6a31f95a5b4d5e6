import { MR_BRIDGE } from './mr-bridge.ts';
import { MR_COORDINATOR } from './mr-coordinator.ts';
import { MR_ROTATION } from './mr-rotation.ts';
import { MR_ACCOUNTS } from './mr-accounts.ts';
import { MR_HTTP } from './mr-http.ts';
import { MR_SERVICES } from './mr-services.ts';

/** Everything only the server says, in Marathi, by English msgid. */
const MR = { ...MR_ACCOUNTS, ...MR_SERVICES, ...MR_HTTP, ...MR_BRIDGE, ...MR_ROTATION, ...MR_COORDINATOR };
export default MR;
