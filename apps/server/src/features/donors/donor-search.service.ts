import {
  DONOR_SEARCH_MAX_RESULTS,
  EMERGENCY_PHONE,
  bombayAllows,
  compatibleDonorGroups,
  distanceBand,
  eligibility,
  groupId,
  groupName,
  todayIso,
  type DonorSearchResponse,
  type DonorSearchResult,
} from '@raktsetu/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/actor.ts';
import { createAttemptLimiter, describeWait, type AttemptLimiter } from '../../lib/attempt-limiter.ts';
import type { LimitStore } from '../../lib/limit-store.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Limits } from '../../lib/limits.ts';
import type { DonorSearchRepository } from './donor-search.repository.ts';
import { shortName } from '../../lib/short-name.ts';

/*
 * Donor search (docs/product.md, "Finding blood"; docs/decisions/0015): patients (and admins) list compatible
 * donors near a point, as a first name and initial, a town, a group and a distance band — never a phone, an
 * e-mail or a position — and only so many times an hour.
 */

const HOUR_MS = 60 * 60 * 1000;

export const DONOR_SEARCH_MESSAGES = {
  donorsMayNot:
    'Donor search is for patients and their families. To keep every donor safe, donors cannot list other donors.',
  staffMayNot:
    "Donor search is for patients and their families. Blood-bank staff keep their bank's stock current instead.",
  coordinatorsMayNot:
    'Donor search is for patients and their families. Coordinators reach donors through the Blood Bridges and the SOS requests on the coordinator page.',
  noGroup: 'Choose the blood group you need: your profile does not have one.',
  unknownTown: (town: string) => `We couldn't find the town "${town}". Check the spelling or share your location.`,
  noCentre: 'Choose a city or share your location to search for donors near you.',
  found: (n: number) => `Found ${n} donor${n === 1 ? '' : 's'}`,
} as const;

/** The query as the route validated it (the group already an id). */
export interface DonorSearchInput {
  blood_group?: number | undefined;
  component_id: number;
  city?: string | undefined;
  radius: number;
  is_available_for_sos?: boolean | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

type Searcher = Awaited<ReturnType<DonorSearchRepository['searcher']>>;
type Centre = { latitude: number; longitude: number; source: DonorSearchResponse['search']['center']['source'] };
type CentreWithLabel = Centre & { label: string | null };
type Row = Awaited<ReturnType<DonorSearchRepository['searchDonors']>>[number];

export interface DonorSearchDeps {
  repo: DonorSearchRepository;
  clock: Clock;
  limits: Pick<Limits, 'donorSearchesPerHour'>;
  /** Where the search count lives (the database, shared by every server process). */
  limitStore: LimitStore;
}

interface Deps extends DonorSearchDeps {
  searches: AttemptLimiter;
}

/** The search centre, in order: the browser's position, a named town, the saved location, the profile town. */
async function centreOf(deps: Deps, input: DonorSearchInput, me: Searcher): Promise<CentreWithLabel> {
  if (input.latitude !== undefined && input.longitude !== undefined) {
    return { latitude: input.latitude, longitude: input.longitude, source: 'browser', label: null };
  }
  if (input.city) {
    const town = await deps.repo.townCentre(input.city, null);
    if (!town) {
      throw AppError.badRequest(DONOR_SEARCH_MESSAGES.unknownTown(input.city), [
        { field: 'city', message: DONOR_SEARCH_MESSAGES.unknownTown(input.city) },
      ]);
    }
    return { latitude: town.latitude, longitude: town.longitude, source: 'city', label: town.name };
  }
  if (me?.latitude != null && me.longitude != null) {
    return { latitude: me.latitude, longitude: me.longitude, source: 'saved_location', label: null };
  }
  if (me?.city) {
    const town = await deps.repo.townCentre(me.city, me.state);
    if (town) return { latitude: town.latitude, longitude: town.longitude, source: 'profile_city', label: town.name };
  }
  throw AppError.badRequest(DONOR_SEARCH_MESSAGES.noCentre, [
    { field: 'city', message: DONOR_SEARCH_MESSAGES.noCentre },
  ]);
}

/** Takes one search from the user's hourly allowance, or refuses with when they may search again. */
async function takeSearch(deps: Deps, actor: Actor): Promise<void> {
  const wait = await deps.searches.take(actor.id);
  if (wait === 0) return;
  const max = deps.limits.donorSearchesPerHour;
  const elsewhere =
    actor.userType === 'Patient'
      ? ` If a life is at risk right now, call ${EMERGENCY_PHONE} or go to the nearest hospital, and find a blood bank with stock in the Blood Banks directory.`
      : '';
  throw AppError.rateLimited(
    `You have searched for donors ${max} times in the last hour, the most we allow. You can search again ${describeWait(wait)}.${elsewhere}`,
  );
}

function present(row: Row, today: string): DonorSearchResult {
  const eligibleNow = Boolean(row.eligible_now);
  const sex = row.sex === 'male' || row.sex === 'female' ? row.sex : null;
  return {
    donor_id: row.donor_id,
    is_available_for_sos: row.is_available_for_sos,
    users: { full_name: shortName(row.full_name), city: row.city, state: row.state },
    bloodgroups: { group_name: groupName(row.blood_group_id) },
    distance_km_band: distanceBand(Number(row.distance_km)),
    compatibility: Number(row.rank) === 0 ? 'exact' : 'compatible',
    eligible_now: eligibleNow,
    // Fitness is filtered in SQL, so only the interval since the last donation can still bar a donor.
    eligible_from: eligibleNow
      ? null
      : eligibility(
          {
            sex,
            last_donation_date: row.last_donation_date,
            last_donation_component_id: row.last_donation_component_id,
          },
          today,
        ).next_eligible_date,
  };
}

async function search(deps: Deps, actor: Actor, input: DonorSearchInput) {
  if (actor.userType === 'Donor') throw AppError.forbidden(DONOR_SEARCH_MESSAGES.donorsMayNot);
  if (actor.userType === 'Coordinator') throw AppError.forbidden(DONOR_SEARCH_MESSAGES.coordinatorsMayNot);
  if (actor.userType !== 'Patient' && actor.userType !== 'Admin') {
    throw AppError.forbidden(DONOR_SEARCH_MESSAGES.staffMayNot);
  }
  const me = await deps.repo.searcher(actor.id);
  const ownGroup = actor.userType === 'Patient' ? (me?.blood_group_id ?? null) : null;
  const bloodGroupId = input.blood_group ?? ownGroup;
  if (!bloodGroupId) {
    throw AppError.badRequest(DONOR_SEARCH_MESSAGES.noGroup, [
      { field: 'blood_group', message: DONOR_SEARCH_MESSAGES.noGroup },
    ]);
  }
  const centre = await centreOf(deps, input, me);
  await takeSearch(deps, actor);

  const recipient = groupName(bloodGroupId);
  // A Bombay (hh) patient searching for their own group may be given Bombay blood only.
  const recipientIsBombay = Boolean(me?.is_bombay) && bloodGroupId === ownGroup;
  const today = todayIso(deps.clock.now());
  const groupRanks = new Map(
    compatibleDonorGroups(recipient, input.component_id).map((c) => [groupId(c.group), c.rank]),
  );
  const rows = await deps.repo.searchDonors(
    {
      latitude: centre.latitude,
      longitude: centre.longitude,
      radiusKm: input.radius,
      groupRanks,
      bombayOnly: !bombayAllows(recipientIsBombay, false),
      availableForSos: input.is_available_for_sos,
      searcherId: actor.id,
      today,
    },
    DONOR_SEARCH_MAX_RESULTS + 1,
  );
  const shown = rows.slice(0, DONOR_SEARCH_MAX_RESULTS);
  return {
    message: DONOR_SEARCH_MESSAGES.found(shown.length),
    data: shown.map((r) => present(r, today)),
    search: {
      blood_group: recipient,
      component_id: input.component_id,
      radius_km: input.radius,
      center: { source: centre.source, label: centre.label },
      truncated: rows.length > DONOR_SEARCH_MAX_RESULTS,
    },
  };
}

export function createDonorSearchService(serviceDeps: DonorSearchDeps) {
  const { limits, limitStore } = serviceDeps;
  const searches = createAttemptLimiter(limitStore, 'donor-search', limits.donorSearchesPerHour, HOUR_MS);
  const deps: Deps = { ...serviceDeps, searches };
  return {
    search: (actor: Actor, input: DonorSearchInput) => search(deps, actor, input),
  };
}
export type DonorSearchService = ReturnType<typeof createDonorSearchService>;
