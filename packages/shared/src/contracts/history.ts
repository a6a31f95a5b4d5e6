import { z } from 'zod';
import { REQUEST_STATUSES, REQUEST_URGENCIES } from '../constants.ts';
import { successEnvelope } from './envelope.ts';

/** One confirmed donation, as its donor sees it in /app/history. */
export const donationHistoryItemSchema = z.object({
  donation_id: z.string(),
  donation_date: z.string(),
  component: z.string(),
  /** Where it was given: the bank's name, or the request's hospital (or the patient's town). */
  place: z.string().nullable(),
  city: z.string().nullable(),
  /** The request it answered, when it answered one. */
  request_id: z.string().nullable(),
  confirmed_by: z.enum(['patient', 'bank']),
  /** Verification code printed on the certificate: GET /api/certificates/{code} confirms it. */
  certificate_code: z.string(),
});
export type DonationHistoryItem = z.infer<typeof donationHistoryItemSchema>;

/** One of a patient's requests with how it ended. */
export const requestHistoryItemSchema = z.object({
  request_id: z.string(),
  created_at: z.string(),
  blood_group: z.string(),
  component: z.string(),
  urgency: z.enum(REQUEST_URGENCIES),
  status: z.enum(REQUEST_STATUSES),
  units_required: z.number(),
  /** Units recorded as given when it was fulfilled (one per named donor). */
  units_received: z.number(),
  donors: z.number(),
  closed_at: z.string().nullable(),
});
export type RequestHistoryItem = z.infer<typeof requestHistoryItemSchema>;

/** GET /api/history: the signed-in user's own history, by role (staff/admin 403). */
export const historySchema = z.discriminatedUnion('role', [
  z.object({
    role: z.literal('Donor'),
    donations: z.array(donationHistoryItemSchema),
    /** null: may give now. */
    next_eligible_date: z.string().nullable(),
  }),
  z.object({ role: z.literal('Patient'), requests: z.array(requestHistoryItemSchema) }),
]);
export type History = z.infer<typeof historySchema>;
export const historyResponseSchema = successEnvelope(historySchema);

/**
 * GET /api/certificates/{code} (public: anyone holding a certificate may check it). Says only what the
 * certificate itself prints.
 */
export const certificateVerificationSchema = z.object({
  valid: z.literal(true),
  donor_name: z.string(),
  donation_date: z.string(),
  component: z.string(),
  place: z.string().nullable(),
});
export const certificateVerificationResponseSchema = successEnvelope(certificateVerificationSchema);
/** GET /api/history/donations/{id}/certificate: the donor's own certificate as application/pdf. */
