import { MESSAGES } from '@raktsetu/shared';

/** A msgid built from shared messages (features/auth/sign-in-limits.ts), written once for every catalogue. */
export const SIGN_IN_LIMIT_TEMPLATE = `${MESSAGES.tooManySignIns} Please try again {{wait}}, ${MESSAGES.signInLinkOffer}`;
