import { z } from 'zod';
import { BRIDGE } from '../constants.ts';
import { successEnvelope } from './envelope.ts';
import { bloodGroupIdField, isoDateField, textField } from './fields.ts';

/*
 * Blood Bridge (docs/product.md "Blood Bridge"): a patient's transfusion plan and the donors who give for it in
 * rotation. Dates are 'YYYY-MM-DD' (India). The server checks what depends on today (a date in the past).
 */

export const BRIDGE_SLOT_STATES = [
  'planned',
  'asked',
  'backup_asked',
  'confirmed',
  'donated',
  'missed',
  'uncovered',
  'escalated',
  'cancelled',
] as const;
export type BridgeSlotState = (typeof BRIDGE_SLOT_STATES)[number];

const unitsMessage = `Units per transfusion must be between ${BRIDGE.unitsMin} and ${BRIDGE.unitsMax}`;
const intervalMessage = `The interval must be between ${BRIDGE.intervalDaysMin} and ${BRIDGE.intervalDaysMax} days`;
const dateMessage = 'Enter a valid date';

/** PUT /api/bridge/plan: create or change the patient's transfusion plan. */
export const transfusionPlanSchema = z.object({
  hospital_name: textField('Hospital or blood centre', 'Hospital or blood centre is required')
    .trim()
    .min(2, 'Hospital or blood centre is required')
    .max(200, 'Hospital or blood centre must be at most 200 characters'),
  hospital_city: textField('Hospital city', 'Hospital city is required')
    .trim()
    .min(2, 'Hospital city is required')
    .max(100, 'Hospital city must be at most 100 characters'),
  units_per_transfusion: z
    .number({ error: unitsMessage })
    .int(unitsMessage)
    .min(BRIDGE.unitsMin, unitsMessage)
    .max(BRIDGE.unitsMax, unitsMessage),
  interval_days: z
    .number({ error: intervalMessage })
    .int(intervalMessage)
    .min(BRIDGE.intervalDaysMin, intervalMessage)
    .max(BRIDGE.intervalDaysMax, intervalMessage),
  next_date: isoDateField('Enter the next transfusion date'),
  blood_group_id: bloodGroupIdField,
  component_id: z
    .number({ error: 'Choose a blood component' })
    .int('Choose a blood component')
    .min(1, 'Choose a blood component')
    .max(5, 'Choose a blood component')
    .default(2),
  antibodies_note: textField('Antibodies or matched-phenotype note')
    .trim()
    .max(500, 'The antibodies note must be at most 500 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type TransfusionPlanInput = z.input<typeof transfusionPlanSchema>;

/** POST /api/bridge/dates/move: move one upcoming date, or that date and every one after it ('all'). */
export const moveDateSchema = z.object({
  date: isoDateField(dateMessage),
  to: isoDateField('Enter the new date'),
  scope: z.enum(['one', 'all'], { error: 'Say whether to move this date only or all dates' }),
});
export type MoveDateInput = z.input<typeof moveDateSchema>;

/** A donor as the patient sees them in their bridge: first name and initial, never their contact, except below. */
const bridgeDonorSchema = z.object({
  donor_id: z.string(),
  name: z.string(),
  /** Only once the donor confirmed this date, so the family can reach them. */
  phone_number: z.string().nullable(),
});

export const bridgeSlotSchema = z.object({
  slot_id: z.string(),
  unit_index: z.number().int(),
  donation_date: z.string(),
  state: z.enum(BRIDGE_SLOT_STATES),
  donor: bridgeDonorSchema.nullable(),
  backup: bridgeDonorSchema.omit({ phone_number: true }).nullable(),
  /** The request raised when nobody confirmed (then the SOS, if it came to that). */
  request_id: z.string().nullable(),
});
export type BridgeSlot = z.infer<typeof bridgeSlotSchema>;

export const bridgeDateSchema = z.object({
  transfusion_date: z.string(),
  /** The date as the series had it; differs from transfusion_date when this one date was moved. */
  original_date: z.string(),
  moved: z.boolean(),
  donation_date: z.string(),
  slots: z.array(bridgeSlotSchema),
});
export type BridgeDate = z.infer<typeof bridgeDateSchema>;

/** Donors needed ≈ units a year ÷ donations a donor can make a year, plus a spare (domain/bridge.ts). */
export const bridgeCapacitySchema = z.object({
  members: z.number().int(),
  needed: z.number().int(),
  missing: z.number().int(),
  units_per_year: z.number(),
});
export type BridgeCapacity = z.infer<typeof bridgeCapacitySchema>;

export const bridgeMemberSchema = z.object({
  donor_id: z.string(),
  name: z.string(),
  blood_group: z.string(),
  /** Asks left unanswered twice or more in a row. */
  not_responding: z.boolean(),
  /** False when their blood can no longer be given for the plan (its group was corrected): not planned, not counted. */
  can_give: z.boolean(),
  /** Their next planned donation date in this bridge. */
  next_date: z.string().nullable(),
  donations: z.number().int(),
  /** When they may give again, if not now. */
  eligible_from: z.string().nullable(),
  joined_at: z.string(),
});
export type BridgeMember = z.infer<typeof bridgeMemberSchema>;

export const bridgePlanSchema = z.object({
  plan_id: z.string(),
  hospital_name: z.string(),
  hospital_city: z.string(),
  units_per_transfusion: z.number().int(),
  interval_days: z.number().int(),
  next_date: z.string(),
  blood_group_id: z.number().int(),
  blood_group: z.string(),
  component_id: z.number().int(),
  component: z.string(),
  antibodies_note: z.string().nullable(),
  /** The invitation link to share (also shown as a QR code). */
  invite_url: z.string(),
});
export type BridgePlan = z.infer<typeof bridgePlanSchema>;

/** GET /api/bridge: the patient's plan and bridge, or null before they made a plan. */
export const bridgeViewSchema = z.object({
  plan: bridgePlanSchema,
  dates: z.array(bridgeDateSchema),
  capacity: bridgeCapacitySchema,
  members: z.array(bridgeMemberSchema),
  /** Compatible donors nearby who said they are willing to join a bridge and were not invited yet. */
  nearby_willing: z.number().int(),
});
export type BridgeView = z.infer<typeof bridgeViewSchema>;
export const bridgeViewResponseSchema = successEnvelope(bridgeViewSchema.nullable());

/** GET /api/bridge/invites/{code}: what a donor sees before joining — nothing more than this. */
export const bridgeInvitePreviewSchema = z.object({
  patient_first_name: z.string(),
  blood_group: z.string(),
  hospital_city: z.string(),
  interval_days: z.number().int(),
  units_per_transfusion: z.number().int(),
  /** Whether the viewer's blood can be given to this patient (false for non-donors). */
  can_give: z.boolean(),
  already_member: z.boolean(),
});
export type BridgeInvitePreview = z.infer<typeof bridgeInvitePreviewSchema>;
export const bridgeInvitePreviewResponseSchema = successEnvelope(bridgeInvitePreviewSchema);
export const inviteCodeParam = z.object({
  code: textField('Invitation code')
    .trim()
    .min(6, 'This invitation link is not valid')
    .max(64, 'This invitation link is not valid'),
});

/** A date asked of a donor (GET /api/bridge/memberships). */
export const membershipSlotSchema = z.object({
  slot_id: z.string(),
  transfusion_date: z.string(),
  donation_date: z.string(),
  role: z.enum(['donor', 'backup']),
  state: z.enum(BRIDGE_SLOT_STATES),
  /** The donor may confirm or decline now (they are being asked). */
  can_answer: z.boolean(),
  /** After they confirmed this date: where to give and whom to call. Null before. */
  hospital_name: z.string().nullable(),
  patient_phone: z.string().nullable(),
});
export type MembershipSlot = z.infer<typeof membershipSlotSchema>;

export const membershipSchema = z.object({
  plan_id: z.string(),
  patient_first_name: z.string(),
  blood_group: z.string(),
  hospital_city: z.string(),
  /** "Your next date": the next donation date planned for this donor. */
  next_date: z.string().nullable(),
  slots: z.array(membershipSlotSchema),
});
export type Membership = z.infer<typeof membershipSchema>;
/** An invitation a nearby willing donor received from a patient (POST /api/bridge/invitations/{plan_id}/accept). */
export const bridgeInvitationSchema = z.object({
  plan_id: z.string(),
  patient_first_name: z.string(),
  blood_group: z.string(),
  hospital_city: z.string(),
  invited_at: z.string(),
});
export type BridgeInvitation = z.infer<typeof bridgeInvitationSchema>;

/** GET /api/bridge/memberships: the donor's bridges and the invitations waiting for them. */
export const membershipsSchema = z.object({
  bridges: z.array(membershipSchema),
  invitations: z.array(bridgeInvitationSchema),
});
export type Memberships = z.infer<typeof membershipsSchema>;
export const membershipsResponseSchema = successEnvelope(membershipsSchema);

/** POST /api/bridge/slots/{id}/answer (the donor asked). */
export const slotAnswerSchema = z.object({
  answer: z.enum(['confirm', 'decline'], { error: 'answer must be confirm or decline' }),
});
/** POST /api/bridge/slots/{id}/outcome (the patient, on or after the donation date). */
export const slotOutcomeSchema = z.object({
  outcome: z.enum(['donated', 'missed'], { error: 'outcome must be donated or missed' }),
});
