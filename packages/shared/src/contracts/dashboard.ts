import { z } from 'zod';
import { couponSchema } from './coupons.ts';
import { successEnvelope } from './envelope.ts';
import { textField } from './fields.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { requestSummarySchema } from './requests.ts';

/** A tip for the role from CareBot's knowledge base (the dashboard shows one; /app/health-tips lists them). */
export const healthTipSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The article's text, plain, paragraphs separated by a blank line. */
  body: z.string(),
  topic: z.string(),
  source: z.object({ organisation: z.string(), document: z.string(), year: z.number() }),
  reviewed: z.string(),
  /**
   * The language the title and body are written in: the reader's (Accept-Language) when the article has been
   * translated into it, else 'en' — the web then says it is not yet translated. Absent from older servers: English.
   */
  language: z.enum(LANGUAGES).optional(),
});
export type HealthTip = z.infer<typeof healthTipSchema>;

const patientStats = z.object({
  role: z.literal('Patient'),
  total_requests: z.number(),
  /** Open or In Progress. */
  active_requests: z.number(),
  /** Confirmed donations to this patient's requests. */
  donations_received: z.number(),
  /** Compatible, eligible, available donors within 15 km of the patient's last request or town (a count only). */
  nearby_donors: z.number(),
});
const donorStats = z.object({
  role: z.literal('Donor'),
  donations_given: z.number(),
  requests_answered: z.number(),
  /** null: eligible now. */
  eligible_from: z.string().nullable(),
  /** Why not now, in the shared eligibility rule's words (null when eligible). */
  eligibility_reasons: z.array(z.string()),
  /** Open requests this donor could answer within 15 km. */
  nearby_requests: z.number(),
});

/**
 * GET /api/dashboard: everything the home page shows, in one call, for the signed-in user's role. Staff and admins
 * get 403 (their home is elsewhere).
 */
export const dashboardSchema = z.object({
  full_name: z.string(),
  stats: z.discriminatedUnion('role', [patientStats, donorStats]),
  /** A patient's own latest requests (up to 5). */
  recent_requests: z.array(requestSummarySchema),
  /** Requests a donor may answer nearby, nearest first (up to 5); for a patient, empty. */
  nearby_requests: z.array(requestSummarySchema),
  /** Donors: up to 3 Issued coupons expiring within 7 days, soonest first; patients: empty. */
  expiring_coupons: z.array(couponSchema),
  health_tip: healthTipSchema.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = successEnvelope(dashboardSchema);

export const healthTipsQuerySchema = z.object({
  q: textField('q').trim().max(100, 'q must be at most 100 characters').optional(),
});
export const healthTipsResponseSchema = successEnvelope(z.array(healthTipSchema));
