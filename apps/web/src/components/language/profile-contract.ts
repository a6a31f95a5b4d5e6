// The profile answer's schema, loaded with the first language save rather than with the page (the switcher is on
// the first page, which keeps zod's schemas out of it; docs/decisions/0022-first-page-budget.md).
export { profileResponseSchema } from '@raktsetu/shared';
