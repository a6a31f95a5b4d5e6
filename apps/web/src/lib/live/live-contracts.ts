// The live stream's notification schema, loaded (with zod) before the stream connects rather than with the
// signed-in shell (docs/decisions/0022-first-page-budget.md).
export { notificationSchema } from '@raktsetu/shared';
