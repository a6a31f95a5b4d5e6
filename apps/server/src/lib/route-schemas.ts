import { errorEnvelopeSchema } from '@raktsetu/shared';

/** Response schemas for the error statuses a route can answer (the envelope of docs/decisions/0002). */
export function errorResponses<S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, errorEnvelopeSchema])) as Record<S, typeof errorEnvelopeSchema>;
}

/** OpenAPI: the route needs a bearer access token. */
export const bearerSecurity = [{ bearerAuth: [] }];
