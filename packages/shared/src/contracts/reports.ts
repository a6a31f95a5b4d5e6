import { z } from 'zod';
import { successEnvelope } from './envelope.ts';
import { textField } from './fields.ts';

export const REPORT_SUBJECTS = ['user', 'request', 'message'] as const;
export const REPORT_REASONS = [
  'asked_for_money',
  'fake_request',
  'harassment',
  'wrong_information',
  'unsafe_advice',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * POST /api/reports: report a user, a request or a CareBot message to the coordinators. The same reporter
 * reporting the same thing again updates their one report rather than adding another.
 */
export const reportSchema = z.object({
  subject_type: z.enum(REPORT_SUBJECTS, { error: `subject_type must be one of ${REPORT_SUBJECTS.join(', ')}` }),
  subject_id: textField('subject_id', 'Say what you are reporting')
    .trim()
    .min(1, 'Say what you are reporting')
    .max(100, 'Say what you are reporting in at most 100 characters'),
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason' }),
  details: textField('Details')
    .trim()
    .max(2000, 'Details must be at most 2000 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ReportInput = z.input<typeof reportSchema>;
export const reportResponseSchema = successEnvelope(z.object({ report_id: z.string(), created: z.boolean() })).extend({
  message: z.string(),
});
