import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDaysIso, todayIso } from '@raktsetu/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { bridgeMembers, bridgeSlots, donors, transfusionPlans } from '../../src/db/schema/index.ts';
import { bearer } from './accounts.ts';

/** Coordinator test helpers: bridges written straight into the database, and the coordinators' calls. */

export interface PlanRow {
  units_per_transfusion?: number;
  interval_days?: number;
  hospital_city?: string;
  antibodies_note?: string | null;
}

/** A transfusion plan for `patientId` (B+, Whole Blood), as the bridge feature would store it. */
export async function insertPlan(db: Database, patientId: string, plan: PlanRow = {}): Promise<string> {
  const [row] = await db
    .insert(transfusionPlans)
    .values({
      patient_id: patientId,
      hospital_name: 'Wadia Hospital',
      hospital_city: plan.hospital_city ?? 'Mumbai',
      units_per_transfusion: plan.units_per_transfusion ?? 1,
      interval_days: plan.interval_days ?? 21,
      next_date: addDaysIso(todayIso(), 14),
      blood_group_id: 3,
      component_id: 1,
      antibodies_note: plan.antibodies_note ?? null,
      invite_code: randomUUID(),
    })
    .returning({ id: transfusionPlans.plan_id });
  if (!row) throw new Error('insert plan failed');
  return row.id;
}

/** A donor in the plan's bridge; `sex` is written to their donor profile (what the capacity counts). */
export async function addMember(
  db: Database,
  planId: string,
  donorId: string,
  options: { status?: 'active' | 'left' | 'removed'; sex?: 'male' | 'female' } = {},
): Promise<void> {
  if (options.sex) {
    await db.update(donors).set({ sex: options.sex }).where(eq(donors.donor_id, donorId));
  }
  await db.insert(bridgeMembers).values({ plan_id: planId, donor_id: donorId, status: options.status ?? 'active' });
}

/** One slot of a transfusion date in `daysAhead` days, in `state`. */
export async function insertSlot(db: Database, planId: string, daysAhead: number, state: string): Promise<void> {
  const transfusion = addDaysIso(todayIso(), daysAhead);
  await db.insert(bridgeSlots).values({
    plan_id: planId,
    transfusion_date: transfusion,
    unit_index: 1,
    donation_date: addDaysIso(transfusion, -3),
    state,
  });
}

/** The coordinators' calls, as the web app makes them. */
export function coordinatorApi(app: FastifyInstance) {
  const as = (who: { accessToken: string } | null) => (who ? bearer(who.accessToken) : {});
  type Who = { accessToken: string } | null;
  return {
    overview: (who: Who) => app.inject({ method: 'GET', url: '/api/coordinator/overview', headers: as(who) }),
    message: (who: Who, planId: string, message: unknown) =>
      app.inject({
        method: 'POST',
        url: `/api/coordinator/bridges/${planId}/message`,
        headers: as(who),
        payload: { message },
      }),
    handled: (who: Who, reportId: string) =>
      app.inject({ method: 'POST', url: `/api/coordinator/reports/${reportId}/handled`, headers: as(who) }),
    verify: (who: Who, userId: string) =>
      app.inject({ method: 'POST', url: `/api/coordinator/staff/${userId}/verify`, headers: as(who) }),
    audit: (who: Who, page?: number) =>
      app.inject({
        method: 'GET',
        url: `/api/coordinator/audit${page === undefined ? '' : `?page=${page}`}`,
        headers: as(who),
      }),
  };
}
