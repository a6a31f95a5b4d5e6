// The dashboard's answer schema, loaded (with zod) by the first call rather than with the page, so the signed-in
// shell paints before zod arrives (docs/decisions/0022-first-page-budget.md).
export { dashboardResponseSchema } from '@raktsetu/shared';
