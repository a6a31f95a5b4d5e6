// The answer schemas of the notifications API, loaded (with zod) by the first call rather than with the signed-in
// shell, whose bell calls it at once after painting (docs/decisions/0022-first-page-budget.md).
export { notificationResponseSchema, notificationsResponseSchema } from '@raktsetu/shared';
