import { addDaysIso, donationDateFor, todayIso, transfusionDates } from '@raktsetu/shared';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { firstName } from '../requests/request-presenter.ts';
import { MEMBER_SAYS } from './bridge-membership.ts';
import { ownPlan } from './bridge-rules.ts';
import { confirmedState } from './bridge-view.ts';
import type { BridgeRepository } from './bridge.repository.ts';

/*
 * The bridge's dates as a calendar file (GET /api/bridge/calendar.ics and /api/bridge/memberships/calendar.ics):
 * all-day events whose UIDs stay the same from one download to the next, so a calendar app updates rather than
 * duplicates them. A donor's file carries what their memberships view shows, nothing more (docs/product.md).
 */

const PRODUCT_ID = 'raktsetu/blood-bridge';

const day = (iso: string): DateArray => {
  const [y, m, d] = iso.split('-').map(Number);
  return [y ?? 1970, m ?? 1, d ?? 1];
};

function allDay(uid: string, date: string, title: string, extra: Partial<EventAttributes> = {}): EventAttributes {
  return {
    uid: `${uid}@raktsetu`,
    start: day(date),
    end: day(addDaysIso(date, 1)),
    title,
    ...extra,
  } as EventAttributes;
}

function toIcs(events: EventAttributes[]): string {
  const { error, value } = createEvents(events, { productId: PRODUCT_ID });
  if (error || !value) throw error ?? new Error('calendar could not be built');
  return value;
}

export function createBridgeCalendars(deps: { repo: BridgeRepository; clock: Clock }) {
  const { repo } = deps;
  return {
    /** The patient's upcoming transfusion dates, each with who gives on its donation day (first names only). */
    async patientCalendar(actor: Actor): Promise<string> {
      const plan = await ownPlan(repo, actor);
      const today = todayIso(deps.clock.now());
      const [moves, slots] = await Promise.all([repo.moves(plan.plan_id), repo.slots(plan.plan_id, today)]);
      const events = transfusionDates(plan, moves, today).map((d) => {
        const givers = slots
          .filter((s) => s.transfusion_date === d.transfusion_date && s.donor_name)
          .map((s) => firstName(s.donor_name ?? ''));
        const donation = donationDateFor(d.transfusion_date);
        const who = givers.length > 0 ? givers.join(', ') : 'not planned yet';
        return allDay(`${plan.plan_id}-${d.original_date}`, d.transfusion_date, `Transfusion — ${plan.hospital_name}`, {
          location: `${plan.hospital_name}, ${plan.hospital_city}`,
          description: `Donation day ${donation}: ${who}`,
        });
      });
      return toIcs(events);
    },

    /** The donation days this donor gives in their active bridges; the hospital only once they confirmed. */
    async donorCalendar(actor: Actor): Promise<string> {
      if (actor.userType !== 'Donor') throw AppError.forbidden(MEMBER_SAYS.donorsOnly);
      const today = todayIso(deps.clock.now());
      const planIds = new Set(await repo.activePlanIds(actor.id));
      const slots = (await repo.donorSlots(actor.id, today)).filter(
        (s) => s.donor_id === actor.id && planIds.has(s.plan_id),
      );
      const plans = new Map((await repo.plansByIds([...planIds])).map((p) => [p.plan_id, p]));
      const events = slots.flatMap((s) => {
        const plan = plans.get(s.plan_id);
        if (!plan) return [];
        const location = confirmedState(s.state) ? `${plan.hospital_name}, ${plan.hospital_city}` : plan.hospital_city;
        const title = `Give blood for ${firstName(plan.patient_name)} (Blood Bridge)`;
        return [allDay(s.slot_id, s.donation_date, title, { location })];
      });
      return toIcs(events);
    },
  };
}
