import { z } from 'zod';
import {
  BLOOD_GROUPS,
  REQUEST_STATUSES,
  REQUEST_URGENCIES,
  UNITS_REQUIRED_MAX,
  UNITS_REQUIRED_MIN,
} from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { successEnvelope } from './envelope.ts';
import { latitudeField, longitudeField, optionalQueryInteger, textField } from './fields.ts';

const optionalText = (max: number, label: string) =>
  textField(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * POST /api/requests. blood_group_id may be left out of an SOS: the server takes the patient's own group.
 */
export const createRequestSchema = z
  .object({
    blood_group_id: z
      .number({ error: MESSAGES.requiredFields })
      .int(MESSAGES.bloodGroupRequired)
      .min(1, MESSAGES.bloodGroupRequired)
      .max(8, MESSAGES.bloodGroupRequired)
      .optional(),
    component_id: z
      .number({ error: MESSAGES.requiredFields })
      .int()
      .min(1, MESSAGES.requiredFields)
      .max(5, MESSAGES.requiredFields),
    units_required: z
      .number({ error: MESSAGES.requiredFields })
      .int(MESSAGES.unitsRange)
      .min(UNITS_REQUIRED_MIN, MESSAGES.unitsRange)
      .max(UNITS_REQUIRED_MAX, MESSAGES.unitsRange),
    urgency: z.enum(REQUEST_URGENCIES, { error: MESSAGES.requiredFields }),
    hospital_name: optionalText(200, 'Hospital name'),
    hospital_address: optionalText(500, 'Hospital address'),
    latitude: latitudeField.nullish(),
    longitude: longitudeField.nullish(),
    notes: optionalText(1000, 'Notes'),
  })
  .superRefine((v, ctx) => {
    if (v.blood_group_id === undefined && v.urgency !== 'SOS') {
      ctx.addIssue({ code: 'custom', path: ['blood_group_id'], message: MESSAGES.requiredFields });
    }
    if ((v.latitude == null) !== (v.longitude == null)) {
      ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'Send both latitude and longitude, or neither' });
    }
  });
export type CreateRequestInput = z.input<typeof createRequestSchema>;

const groupNames = BLOOD_GROUPS.map((g) => g.group_name) as [string, ...string[]];

export const listRequestsQuerySchema = z.object({
  status: z.enum(REQUEST_STATUSES, { error: `status must be one of ${REQUEST_STATUSES.join(', ')}` }).optional(),
  urgency: z.enum(REQUEST_URGENCIES, { error: `urgency must be one of ${REQUEST_URGENCIES.join(', ')}` }).optional(),
  /** A group name (A+ … O-) or its id (1–8). */
  blood_group: textField('blood_group')
    .trim()
    .transform((v) => v.toUpperCase().replace(' ', '+'))
    .refine(
      (v) => groupNames.includes(v) || /^[1-8]$/.test(v),
      'blood_group must be a blood group such as O+ or an id 1–8',
    )
    .optional(),
  /** Donors: only the requests they may still answer within 15 km, nearest first. Patients: ignored. */
  filter: z.enum(['nearby'], { error: 'filter must be "nearby"' }).optional(),
  page: optionalQueryInteger('page', { min: 1, max: 10_000, default: 1 }),
  page_size: optionalQueryInteger('page_size', { min: 1, max: 100, default: 20 }),
});
export type ListRequestsQuery = z.input<typeof listRequestsQuerySchema>;

export const requestSummarySchema = z.object({
  request_id: z.string(),
  blood_group: z.string(),
  blood_group_id: z.number(),
  component: z.string(),
  component_id: z.number(),
  urgency: z.enum(REQUEST_URGENCIES),
  status: z.enum(REQUEST_STATUSES),
  units_required: z.number(),
  created_at: z.string(),
  patient_id: z.string(),
  patient_name: z.string(),
  /** Shown to everyone: the patient's town, never the exact place. */
  city: z.string().nullable(),
  /** Only to the owner and to donors who accepted. */
  hospital_name: z.string().nullable(),
  hospital_address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  notes: z.string().nullable(),
  /** From the donor's saved location, for donors. */
  distance_km: z.number().nullable(),
  search_radius_km: z.number(),
  /** The donor's own answer, for donors. */
  my_response: z.enum(['accept', 'decline']).nullable(),
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;

export const eligibilitySchema = z.object({
  eligible: z.boolean(),
  reasons: z.array(z.string()),
  next_eligible_date: z.string().nullable(),
});

export const listRequestsResponseSchema = successEnvelope(z.array(requestSummarySchema)).extend({
  pagination: z.object({ page: z.number(), page_size: z.number(), total: z.number() }),
  /** For donors: whether they can give now, and when they can if not. */
  eligibility: eligibilitySchema.optional(),
  /** For donors without a saved location: nothing nearby can be shown until they save one. */
  needs_location: z.boolean().optional(),
});

export const timelineEventSchema = z.object({
  type: z.string(),
  at: z.string(),
  text: z.string(),
});

export const requestDetailSchema = requestSummarySchema.extend({
  timeline: z.array(timelineEventSchema),
  reach: z.object({
    donors_alerted: z.number(),
    donors_seen: z.number(),
    accepted: z.number(),
    declined: z.number(),
    search_radius_km: z.number(),
    next_widen_at: z.string().nullable(),
    /**
     * True once the first alert wave has run (or the request turned out to have no place to search around): a
     * `donors_alerted` of 0 then means nobody could be alerted, not that alerting has not started.
     */
    first_wave_done: z.boolean(),
  }),
  /** To the owning patient: the donors who accepted, with their phone numbers. */
  accepted_donors: z
    .array(
      z.object({
        donor_id: z.string(),
        full_name: z.string(),
        phone_number: z.string(),
        blood_group: z.string(),
        distance_km: z.number().nullable(),
        accepted_at: z.string(),
        message: z.string().nullable(),
      }),
    )
    .nullable(),
  /** To a donor who accepted: how to reach the patient. */
  patient_contact: z.object({ full_name: z.string(), phone_number: z.string() }).nullable(),
  is_owner: z.boolean(),
  can_respond: z.boolean(),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;
export const requestDetailResponseSchema = successEnvelope(requestDetailSchema);

export const createRequestResponseSchema = successEnvelope(
  requestDetailSchema.extend({ request_id: z.string() }),
).extend({
  message: z.string(),
});

export const respondSchema = z.object({
  response: z.enum(['accept', 'decline'], { error: 'response must be "accept" or "decline"' }),
  message: optionalText(500, 'Message'),
});

export const statusUpdateSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('Cancelled') }),
    z.object({
      status: z.literal('Fulfilled'),
      donor_ids: z.array(z.uuid('Not a valid donor id')).min(1, 'Choose at least one donor who gave blood').max(10),
    }),
  ],
  { error: 'status must be "Cancelled" or "Fulfilled"' },
);
export type StatusUpdate = z.infer<typeof statusUpdateSchema>;
