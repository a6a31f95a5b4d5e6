import {
  BRIDGE,
  addDaysIso,
  bridgeCapacity,
  groupName,
  todayIso,
  type CoordinatorOverview,
  type DonorSex,
} from '@raktsetu/shared';
import { componentName } from '../blood-banks/stock-presenter.ts';
import type { CoordinatorRepository } from './coordinator.repository.ts';

/** Days ahead an uncovered or escalated date shows on the overview. */
const UNCOVERED_AHEAD_DAYS = 14;
/** Which of a date's slot states to show when its units differ: the one furthest along the ladder. */
const RISK_ORDER = ['escalated', 'uncovered', 'backup_asked', 'asked'];
const MINUTE_MS = 60_000;

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || fullName;

/**
 * The bridges that need a coordinator: short of donors (bridgeCapacity over the active members), or with an
 * upcoming date nobody confirmed in time (docs/product.md, "Coordinators"). First name, town and counts only:
 * never the patient's contacts, the hospital or the antibodies note.
 */
async function atRiskBridges(repo: CoordinatorRepository, now: Date): Promise<CoordinatorOverview['bridges']> {
  const today = todayIso(now);
  const [plans, sexes, slots] = await Promise.all([
    repo.plans(),
    repo.activeMemberSexes(),
    repo.slotsAtRisk(today, addDaysIso(today, UNCOVERED_AHEAD_DAYS), addDaysIso(today, BRIDGE.escalateDaysBefore + 2)),
  ]);
  const members = new Map<string, { sex: DonorSex }[]>();
  for (const m of sexes) {
    const list = members.get(m.plan_id) ?? [];
    list.push({ sex: m.sex as DonorSex });
    members.set(m.plan_id, list);
  }
  const risky = new Map<string, Map<string, string>>();
  for (const s of slots) {
    const dates = risky.get(s.plan_id) ?? new Map<string, string>();
    const known = dates.get(s.transfusion_date);
    if (known === undefined || RISK_ORDER.indexOf(s.state) < RISK_ORDER.indexOf(known)) {
      dates.set(s.transfusion_date, s.state);
    }
    risky.set(s.plan_id, dates);
  }
  const out: CoordinatorOverview['bridges'] = [];
  for (const plan of plans) {
    const capacity = bridgeCapacity(plan, members.get(plan.plan_id) ?? []);
    const dates = [...(risky.get(plan.plan_id) ?? new Map<string, string>())]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([transfusion_date, state]) => ({ transfusion_date, state }));
    if (capacity.missing === 0 && dates.length === 0) continue;
    out.push({
      plan_id: plan.plan_id,
      patient_first_name: firstName(plan.full_name),
      hospital_city: plan.hospital_city,
      blood_group: groupName(plan.blood_group_id),
      members: capacity.members,
      needed: capacity.needed,
      missing: capacity.missing,
      dates_at_risk: dates,
    });
  }
  // A date at risk is more pressing than a short roster: soonest date first, then the most donors missing.
  const soonest = (b: (typeof out)[number]) => b.dates_at_risk[0]?.transfusion_date ?? '9999-12-31';
  return out.sort((a, b) => soonest(a).localeCompare(soonest(b)) || b.missing - a.missing);
}

/** What is slipping: bridges at risk, SOS requests nobody accepted, open reports, staff waiting to be verified. */
export async function coordinatorOverview(repo: CoordinatorRepository, now: Date): Promise<CoordinatorOverview> {
  const openedBefore = new Date(now.getTime() - BRIDGE.unansweredSosMinutes * MINUTE_MS);
  const [bridges, sos, reports, staff] = await Promise.all([
    atRiskBridges(repo, now),
    repo.unansweredSos(openedBefore),
    repo.openReports(),
    repo.pendingStaff(),
  ]);
  return {
    bridges,
    unanswered_sos: sos.map((r) => ({
      request_id: r.request_id,
      blood_group: groupName(r.blood_group_id),
      component: componentName(r.component_id),
      hospital_name: r.hospital_name,
      city: r.city,
      created_at: r.created_at.toISOString(),
      minutes_open: Math.floor((now.getTime() - r.created_at.getTime()) / MINUTE_MS),
      alerted: Number(r.alerted),
    })),
    reports: reports.map((r) => ({
      report_id: r.report_id,
      subject_type: r.subject_type,
      subject_id: r.subject_id,
      reason: r.reason,
      details: r.details,
      reporter_name: firstName(r.reporter_full_name),
      created_at: r.created_at.toISOString(),
    })),
    staff_pending: staff.map((s) => ({ ...s, created_at: s.created_at.toISOString() })),
  };
}
