// The answer schemas of the account calls, in their own module so auth-api.ts can load them (and zod with them)
// only when a call is made: the first page never needs them (docs/decisions/0022-first-page-budget.md).
export {
  loginResponseSchema,
  messageResponseSchema,
  profileResponseSchema,
  refreshResponseSchema,
} from '@raktsetu/shared';
