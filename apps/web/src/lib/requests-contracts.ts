// The answer schemas of the requests API, in their own module so requests-api.ts loads them (and zod with them)
// with the first call rather than with the signed-in shell (docs/decisions/0022-first-page-budget.md).
import { requestDetailResponseSchema } from '@raktsetu/shared';
import { z } from 'zod';

export { createRequestResponseSchema, listRequestsResponseSchema, requestDetailResponseSchema } from '@raktsetu/shared';

/** Answers of respond and status changes: the request as it now is, and the server's message. */
export const detailWithMessageSchema = requestDetailResponseSchema.extend({ message: z.string().optional() });
