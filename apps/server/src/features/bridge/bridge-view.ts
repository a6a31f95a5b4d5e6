import {
  canDonate,
  type BloodGroupName,
  BRIDGE,
  bridgeCapacity,
  donationDateFor,
  eligibility,
  transfusionDates,
  type BridgeDate,
  type BridgeInvitation,
  type BridgeInvitePreview,
  type BridgeMember,
  type BridgeSlotState,
  type BridgeView,
  type Membership,
  type MembershipSlot,
} from '@raktsetu/shared';
import { firstName } from '../requests/request-presenter.ts';
import { shortName } from '../../lib/short-name.ts';
import type { BridgeRepository, PlanRow } from './bridge.repository.ts';

/*
 * What each person may see of a bridge (docs/product.md "Blood Bridge", privacy): the patient sees members as
 * first name + initial and a member's phone only for a date that member confirmed; a donor sees the patient's
 * first name, group and hospital town, and the hospital and phone only for a date they confirmed. The antibodies
 * note is the patient's alone: only presentView carries it.
 */

type SlotRow = Awaited<ReturnType<BridgeRepository['slots']>>[number];
type MemberRow = Awaited<ReturnType<BridgeRepository['activeMembers']>>[number];
type DonorSlotRow = Awaited<ReturnType<BridgeRepository['donorSlots']>>[number];
type MoveRow = { original_date: string; moved_to: string };

/** A slot's donor has confirmed (or given): the family may now reach them, and they the family. */
export const confirmedState = (state: string) => state === 'confirmed' || state === 'donated';

export const inviteUrl = (appUrl: string, code: string) => `${appUrl}/app/bridge/join/${code}`;

export interface ViewParts {
  plan: PlanRow;
  moves: MoveRow[];
  slots: SlotRow[];
  members: MemberRow[];
  donationCounts: { donor_id: string; count: number }[];
  nearbyWilling: number;
  today: string;
  appUrl: string;
}

function presentSlot(s: SlotRow) {
  return {
    slot_id: s.slot_id,
    unit_index: s.unit_index,
    donation_date: s.donation_date,
    state: s.state as BridgeSlotState,
    donor:
      s.donor_id && s.donor_name
        ? {
            donor_id: s.donor_id,
            name: shortName(s.donor_name),
            phone_number: confirmedState(s.state) ? s.donor_phone : null,
          }
        : null,
    backup: s.backup_id && s.backup_name ? { donor_id: s.backup_id, name: shortName(s.backup_name) } : null,
    request_id: s.sos_request_id ?? s.request_id,
  };
}

/** Whether a member's blood may be given for the plan as it stands (the rotation plans only these). */
const suits = (m: MemberRow, plan: ViewParts['plan']) =>
  canDonate(m.blood_group as BloodGroupName, plan.blood_group as BloodGroupName, plan.component_id);

function presentMember(m: MemberRow, parts: ViewParts, donations: Map<string, number>): BridgeMember {
  const next = parts.slots.find((s) => s.donor_id === m.donor_id && s.donation_date >= parts.today);
  const health = { ...m, sex: m.sex as 'male' | 'female' | null };
  return {
    donor_id: m.donor_id,
    name: shortName(m.full_name),
    blood_group: m.blood_group,
    not_responding: m.unanswered_count >= BRIDGE.notRespondingAfter,
    can_give: suits(m, parts.plan),
    next_date: next?.donation_date ?? null,
    donations: donations.get(m.donor_id) ?? 0,
    eligible_from: eligibility(health, parts.today).next_eligible_date,
    joined_at: m.joined_at.toISOString(),
  };
}

/** GET /api/bridge: the patient's own view of their plan and bridge. */
export function presentView(parts: ViewParts): BridgeView {
  const { plan } = parts;
  const dates: BridgeDate[] = transfusionDates(plan, parts.moves, parts.today).map((d) => ({
    transfusion_date: d.transfusion_date,
    original_date: d.original_date,
    moved: d.transfusion_date !== d.original_date,
    donation_date: donationDateFor(d.transfusion_date),
    slots: parts.slots.filter((s) => s.transfusion_date === d.transfusion_date).map(presentSlot),
  }));
  const donations = new Map(parts.donationCounts.map((c) => [c.donor_id, c.count]));
  return {
    plan: {
      plan_id: plan.plan_id,
      hospital_name: plan.hospital_name,
      hospital_city: plan.hospital_city,
      units_per_transfusion: plan.units_per_transfusion,
      interval_days: plan.interval_days,
      // The first upcoming date of the series (the stored start may be long past): saving the plan form with it
      // keeps the series as it is.
      next_date: dates[0]?.original_date ?? plan.next_date,
      blood_group_id: plan.blood_group_id,
      blood_group: plan.blood_group,
      component_id: plan.component_id,
      component: plan.component,
      antibodies_note: plan.antibodies_note,
      invite_url: inviteUrl(parts.appUrl, plan.invite_code),
    },
    dates,
    capacity: bridgeCapacity(
      plan,
      parts.members.filter((m) => suits(m, plan)).map((m) => ({ sex: m.sex as 'male' | 'female' | null })),
    ),
    members: parts.members.map((m) => presentMember(m, parts, donations)),
    nearby_willing: parts.nearbyWilling,
  };
}

/** What a donor sees of a patient anywhere: first name, group and the hospital's town. */
export function patientWords(plan: PlanRow) {
  return {
    patient_first_name: firstName(plan.patient_name),
    blood_group: plan.blood_group,
    hospital_city: plan.hospital_city,
  };
}

export function presentPreview(plan: PlanRow, canGive: boolean, alreadyMember: boolean): BridgeInvitePreview {
  return {
    ...patientWords(plan),
    interval_days: plan.interval_days,
    units_per_transfusion: plan.units_per_transfusion,
    can_give: canGive,
    already_member: alreadyMember,
  };
}

function presentDonorSlot(s: DonorSlotRow, donorId: string, plan: PlanRow): MembershipSlot {
  const role = s.donor_id === donorId ? 'donor' : 'backup';
  const mine = role === 'donor' && confirmedState(s.state);
  return {
    slot_id: s.slot_id,
    transfusion_date: s.transfusion_date,
    donation_date: s.donation_date,
    role,
    state: s.state as BridgeSlotState,
    can_answer: (s.state === 'asked' && role === 'donor') || (s.state === 'backup_asked' && role === 'backup'),
    hospital_name: mine ? plan.hospital_name : null,
    patient_phone: mine ? plan.patient_phone : null,
  };
}

/** GET /api/bridge/memberships: one donor's bridges (active) with the dates asked of them. */
export function presentMembership(plan: PlanRow, slots: DonorSlotRow[], donorId: string, today: string): Membership {
  const own = slots.filter((s) => s.plan_id === plan.plan_id);
  const next = own.find((s) => s.donor_id === donorId && s.donation_date >= today);
  return {
    plan_id: plan.plan_id,
    ...patientWords(plan),
    next_date: next?.donation_date ?? null,
    slots: own.map((s) => presentDonorSlot(s, donorId, plan)),
  };
}

export function presentInvitation(plan: PlanRow, invitedAt: Date): BridgeInvitation {
  return { plan_id: plan.plan_id, ...patientWords(plan), invited_at: invitedAt.toISOString() };
}
