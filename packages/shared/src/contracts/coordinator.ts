import { z } from 'zod';
import { successEnvelope } from './envelope.ts';
import { optionalQueryInteger, textField } from './fields.ts';

/* The coordinators' page (role Coordinator, or Admin): what is slipping, and what they may do about it. */

export const atRiskBridgeSchema = z.object({
  plan_id: z.string(),
  patient_first_name: z.string(),
  hospital_city: z.string(),
  blood_group: z.string(),
  members: z.number().int(),
  needed: z.number().int(),
  missing: z.number().int(),
  /** Upcoming dates nobody has confirmed within the asking window, or that escalated. */
  dates_at_risk: z.array(z.object({ transfusion_date: z.string(), state: z.string() })),
});
export const unansweredSosSchema = z.object({
  request_id: z.string(),
  blood_group: z.string(),
  component: z.string(),
  hospital_name: z.string().nullable(),
  city: z.string().nullable(),
  created_at: z.string(),
  minutes_open: z.number().int(),
  alerted: z.number().int(),
});
export const openReportSchema = z.object({
  report_id: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  reason: z.string(),
  details: z.string().nullable(),
  reporter_name: z.string(),
  created_at: z.string(),
});
export const pendingStaffSchema = z.object({
  user_id: z.string(),
  full_name: z.string(),
  email: z.string(),
  bank_id: z.number().int(),
  bank_name: z.string(),
  bank_city: z.string().nullable(),
  created_at: z.string(),
});

/** GET /api/coordinator/overview */
export const coordinatorOverviewSchema = z.object({
  bridges: z.array(atRiskBridgeSchema),
  unanswered_sos: z.array(unansweredSosSchema),
  reports: z.array(openReportSchema),
  staff_pending: z.array(pendingStaffSchema),
});
export type CoordinatorOverview = z.infer<typeof coordinatorOverviewSchema>;
export const coordinatorOverviewResponseSchema = successEnvelope(coordinatorOverviewSchema);

/** POST /api/coordinator/bridges/{id}/message: a notice (and e-mail) to every active donor of the bridge. */
export const bridgeMessageSchema = z.object({
  message: textField('Message', 'Write a message')
    .trim()
    .min(10, 'The message must be at least 10 characters')
    .max(1000, 'The message must be at most 1000 characters'),
});
export const bridgeMessageResponseSchema = successEnvelope(z.object({ reached: z.number().int() })).extend({
  message: z.string(),
});

export const auditEntrySchema = z.object({
  audit_id: z.number().int(),
  actor_name: z.string(),
  actor_role: z.string(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** GET /api/coordinator/audit?page= */
export const auditQuerySchema = z.object({ page: optionalQueryInteger('page', { min: 1, max: 10_000, default: 1 }) });
export const auditResponseSchema = successEnvelope(
  z.object({ items: z.array(auditEntrySchema), total: z.number().int(), page: z.number().int() }),
);
