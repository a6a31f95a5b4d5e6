import { INELIGIBLE_REASON_TEXT, canDonate, eligibility, groupName, todayIso, type Dashboard } from '@raktsetu/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import type { HealthTips } from '../health-tips/health-tips.ts';
import { NEARBY_KM } from '../requests/donor-reach.ts';
import type { RequestsService } from '../requests/requests.service.ts';
import type { Rewards } from '../rewards/rewards.ts';
import type { DashboardRepository } from './dashboard.repository.ts';

/** days: the rewards widget shows coupons expiring this soon. */
const COUPON_WINDOW_DAYS = 7;
const LIST_SIZE = 5;
const COUPONS_SHOWN = 3;
/** Component id of whole blood: a patient with no placed request is counted for it. */
const WHOLE_BLOOD = 1;

export interface DashboardServiceDeps {
  repo: DashboardRepository;
  requests: RequestsService;
  coupons: Rewards['coupons'];
  tips: HealthTips;
  clock: Clock;
}

/** The donor groups whose blood a recipient group may receive as this component. */
function donorGroupsFor(recipientGroupId: number, componentId: number): number[] {
  const ids: number[] = [];
  for (let donor = 1; donor <= 8; donor++) {
    if (canDonate(groupName(donor), groupName(recipientGroupId), componentId)) ids.push(donor);
  }
  return ids;
}

/**
 * Compatible, eligible, available donors within NEARBY_KM of the patient's latest placed request (for its group
 * and component), else of their town's centre (for their own group, whole blood). 0 when neither is known.
 */
async function nearbyDonors(
  deps: DashboardServiceDeps,
  patientId: string,
  town: { city: string | null; state: string | null },
) {
  const { repo } = deps;
  const blood = await repo.patientBlood(patientId);
  const latest = await repo.latestPlacedRequest(patientId);
  let place: { latitude: number; longitude: number } | undefined = latest;
  const groupId = latest?.blood_group_id ?? blood?.blood_group_id ?? null;
  const componentId = latest?.component_id ?? WHOLE_BLOOD;
  if (!place && town.city) place = await repo.townCentre(town.city, town.state);
  if (!place || groupId === null) return 0;
  return repo.countNearbyDonors({
    latitude: place.latitude,
    longitude: place.longitude,
    radiusKm: NEARBY_KM,
    donorGroupIds: donorGroupsFor(groupId, componentId),
    recipientIsBombay: Boolean(blood?.is_bombay),
    today: todayIso(deps.clock.now()),
  });
}

async function patientDashboard(deps: DashboardServiceDeps, actor: Actor, user: UserRow): Promise<Dashboard> {
  const [counts, nearby, recent] = await Promise.all([
    deps.repo.patientCounts(actor.id),
    nearbyDonors(deps, actor.id, user),
    deps.requests.list(actor, {}, 1, LIST_SIZE),
  ]);
  return {
    full_name: user.full_name,
    stats: {
      role: 'Patient',
      total_requests: counts.total,
      active_requests: counts.active,
      donations_received: counts.donations,
      nearby_donors: nearby,
    },
    recent_requests: recent.items,
    nearby_requests: [],
    expiring_coupons: [],
    health_tip: deps.tips.ofTheDay('patient', deps.clock.now()),
  };
}

async function donorDashboard(deps: DashboardServiceDeps, actor: Actor, user: UserRow): Promise<Dashboard> {
  const now = deps.clock.now();
  const [figures, nearby, coupons] = await Promise.all([
    deps.repo.donorFigures(actor.id),
    // The requests list's own rule and presenter: what it shows a donor under "nearby", privacy included.
    deps.requests.list(actor, { nearbyKm: NEARBY_KM }, 1, LIST_SIZE),
    deps.coupons.expiring(actor, actor.id, COUPON_WINDOW_DAYS),
  ]);
  const health = eligibility({ ...figures, sex: (figures?.sex ?? null) as 'male' | 'female' | null }, todayIso(now));
  return {
    full_name: user.full_name,
    stats: {
      role: 'Donor',
      donations_given: figures?.donations_given ?? 0,
      requests_answered: figures?.requests_answered ?? 0,
      eligible_from: health.next_eligible_date,
      eligibility_reasons: health.reasons.map((r) => INELIGIBLE_REASON_TEXT[r]),
      nearby_requests: nearby.total,
    },
    recent_requests: [],
    nearby_requests: nearby.items,
    expiring_coupons: coupons.slice(0, COUPONS_SHOWN),
    health_tip: deps.tips.ofTheDay('donor', now),
  };
}

type UserRow = NonNullable<Awaited<ReturnType<DashboardRepository['user']>>>;

/** The signed-in home: figures computed in SQL for the user's role, and what to do next. */
export function createDashboardService(deps: DashboardServiceDeps) {
  return {
    async get(actor: Actor): Promise<Dashboard> {
      if (actor.userType !== 'Patient' && actor.userType !== 'Donor') {
        throw AppError.forbidden('The dashboard is for patients and donors.');
      }
      const user = await deps.repo.user(actor.id);
      if (!user) throw AppError.unauthorized();
      return actor.userType === 'Patient' ? patientDashboard(deps, actor, user) : donorDashboard(deps, actor, user);
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
