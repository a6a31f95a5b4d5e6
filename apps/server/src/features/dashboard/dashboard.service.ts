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
async function nearbyDonors(deps: DashboardServiceDeps, home: PatientHome) {
  const { repo } = deps;
  const latest = home.latest ?? undefined;
  let place: { latitude: number; longitude: number } | undefined = latest;
  const groupId = latest?.blood_group_id ?? home.blood_group_id ?? null;
  const componentId = latest?.component_id ?? WHOLE_BLOOD;
  if (!place && home.city) place = await repo.townCentre(home.city, home.state);
  if (!place || groupId === null) return 0;
  return repo.countNearbyDonors({
    latitude: place.latitude,
    longitude: place.longitude,
    radiusKm: NEARBY_KM,
    donorGroupIds: donorGroupsFor(groupId, componentId),
    recipientIsBombay: Boolean(home.is_bombay),
    today: todayIso(deps.clock.now()),
  });
}

async function patientDashboard(deps: DashboardServiceDeps, actor: Actor): Promise<Dashboard> {
  // Name, blood, counts and latest request in one read; then the nearby count and the list side by side.
  const home = await deps.repo.patientHome(actor.id);
  if (!home) throw AppError.unauthorized();
  const [nearby, recent] = await Promise.all([nearbyDonors(deps, home), deps.requests.list(actor, {}, 1, LIST_SIZE)]);
  return {
    full_name: home.full_name,
    stats: {
      role: 'Patient',
      total_requests: home.total,
      active_requests: home.active,
      donations_received: home.donations,
      nearby_donors: nearby,
    },
    recent_requests: [...recent.items],
    nearby_requests: [],
    expiring_coupons: [],
    health_tip: deps.tips.ofTheDay('patient', deps.clock.now()),
  };
}

async function donorDashboard(deps: DashboardServiceDeps, actor: Actor): Promise<Dashboard> {
  const now = deps.clock.now();
  const [figures, nearby, coupons] = await Promise.all([
    deps.repo.donorHome(actor.id),
    // The requests list's own rule and presenter: what it shows a donor under "nearby", privacy included.
    deps.requests.list(actor, { nearbyKm: NEARBY_KM }, 1, LIST_SIZE),
    deps.coupons.expiring(actor, actor.id, COUPON_WINDOW_DAYS),
  ]);
  if (!figures) throw AppError.unauthorized();
  const health = eligibility({ ...figures, sex: (figures?.sex ?? null) as 'male' | 'female' | null }, todayIso(now));
  return {
    full_name: figures.full_name,
    stats: {
      role: 'Donor',
      donations_given: figures.donations_given,
      requests_answered: figures.requests_answered,
      eligible_from: health.next_eligible_date,
      eligibility_reasons: health.reasons.map((r) => INELIGIBLE_REASON_TEXT[r]),
      nearby_requests: nearby.total,
    },
    recent_requests: [],
    nearby_requests: [...nearby.items],
    expiring_coupons: coupons.slice(0, COUPONS_SHOWN),
    health_tip: deps.tips.ofTheDay('donor', now),
  };
}

type PatientHome = NonNullable<Awaited<ReturnType<DashboardRepository['patientHome']>>>;

/** The signed-in home: figures computed in SQL for the user's role, and what to do next. */
export function createDashboardService(deps: DashboardServiceDeps) {
  return {
    async get(actor: Actor): Promise<Dashboard> {
      if (actor.userType !== 'Patient' && actor.userType !== 'Donor') {
        throw AppError.forbidden('The dashboard is for patients and donors.');
      }
      return actor.userType === 'Patient' ? patientDashboard(deps, actor) : donorDashboard(deps, actor);
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
