import {
  MESSAGES,
  REQUEST_MESSAGES as SAYS,
  SOS_RADII_KM,
  SOS_WIDEN_AFTER_MS,
  type CreateRequestInput,
  type Language,
  type RequestDetail,
  type StatusUpdate,
  eligibility,
  groupName,
  todayIso,
} from '@raktsetu/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Hub, LiveEvent } from '../../realtime/hub.ts';
import { donorAccepted, impact, requestClosed } from '../notifications/notices.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { rewardDonationMessage } from '../rewards/reward-earning.job.ts';
import { OPEN_STATUSES as OPEN, donorReach, notEligibleMessage, type DonorStanding } from './donor-reach.ts';
import { REQUEST_LIMIT_WINDOW_MS, checkRequestLimits, type RequestLimits } from './request-limits.ts';
import { announceRequestChange } from './request-announce.ts';
import type { OpenRequestsView } from './open-requests-view.ts';
import { firstName, kmBetween, presentDetail, summarize, summarizeKept } from './request-presenter.ts';
import type { RequestFilters, RequestsRepository } from './requests.repository.ts';
import { fanoutMessage } from './sos-fanout.job.ts';

/** km: no request's search reaches further (the widest SOS radius); bounds the donor list's search box. */
const DONOR_LIST_RADIUS_KM = SOS_RADII_KM[SOS_RADII_KM.length - 1] ?? 50;

type DonorRow = NonNullable<Awaited<ReturnType<RequestsRepository['donorProfile']>>>;
type PatientRow = Awaited<ReturnType<RequestsRepository['patientProfile']>>;
type NewRequest = CreateRequestInput & { component_id: number };
type Answer = { response: 'accept' | 'decline'; message?: string | null };

const standing = (donor: DonorRow): DonorStanding => ({ ...donor, sex: donor.sex as 'male' | 'female' | null });

export interface RequestsServiceDeps {
  repo: RequestsRepository;
  notifications: NotificationsService;
  clock: Clock;
  hub: Hub;
  limits: RequestLimits;
  /** Called after a transaction that queued outbox work has committed. */
  onQueued: () => void;
  /** The open requests in memory, for the donor list (docs/decisions/0032-open-requests-view.md). */
  openRequests?: OpenRequestsView;
}

/** After this process's commit: the view reads these again before it answers (the database says so too, later). */
const committed = (deps: RequestsServiceDeps, requestId: string, donorIds: string[] = []) => {
  deps.openRequests?.changed(`r ${requestId}`);
  for (const donorId of donorIds) deps.openRequests?.changed(`d ${donorId}`);
};

/** `language`: the viewer's, for the timeline's words. */
async function detail(
  deps: RequestsServiceDeps,
  requestId: string,
  viewer: Actor,
  language: Language = 'en',
): Promise<RequestDetail> {
  const { repo } = deps;
  const row = await repo.findRequest(requestId);
  if (!row) throw AppError.notFound(SAYS.notFound);
  const isOwner = row.patient_id === viewer.id;
  let donorView = null;
  if (!isOwner) {
    // Another patient, or a donor the request never reached, learns nothing — not even that it exists.
    if (viewer.userType !== 'Donor') throw AppError.notFound(SAYS.notFound);
    const [donor, ties] = await Promise.all([repo.donorProfile(viewer.id), repo.donorTies(requestId, viewer.id)]);
    const reach = donor ? donorReach(row, standing(donor), deps.clock.now()) : null;
    if (!ties.alerted && !ties.response && !reach?.ok) throw AppError.notFound(SAYS.notFound);
    donorView = {
      distanceKm: donor ? kmBetween(donor, row) : null,
      myResponse: ties.response,
      canRespond: OPEN.includes(row.status) && ties.response === null && (ties.alerted || Boolean(reach?.ok)),
    };
  }
  const [events, reach, acceptedDonors] = await Promise.all([
    repo.timeline(requestId),
    repo.reach(requestId),
    isOwner ? repo.acceptedDonors(requestId) : null,
  ]);
  return presentDetail({ row, viewer, donorView, events, reach, acceptedDonors, language });
}

/** Where a new request is placed: the device's coordinates, else the centre of the patient's town, else nowhere. */
async function placeOf(deps: RequestsServiceDeps, input: NewRequest, patient: PatientRow) {
  const { repo } = deps;
  const latitude = input.latitude ?? null;
  const longitude = input.longitude ?? null;
  if (latitude === null && patient?.city) {
    // No coordinates sent: place the request at the patient's town so nearby donors can still be found.
    const town = await repo.townLocation(patient.city, patient.state);
    if (town) return { latitude: town.latitude, longitude: town.longitude, source: 'town' };
  }
  return { latitude, longitude, source: latitude !== null ? 'device' : null };
}

/** Inserts the request and its first events under the patient's lock; returns its id (or the earlier one). */
async function insertNew(
  deps: RequestsServiceDeps,
  user: Actor,
  input: NewRequest,
  idempotencyKey: string | undefined,
  at: Date,
): Promise<{ id: string; events: LiveEvent[] }> {
  const { repo } = deps;
  const patient = await repo.patientProfile(user.id);
  const bloodGroupId = input.blood_group_id ?? patient?.blood_group_id ?? null;
  if (!bloodGroupId) {
    throw AppError.badRequest(SAYS.noBloodGroup, [{ field: 'blood_group_id', message: MESSAGES.bloodGroupRequired }]);
  }
  const place = await placeOf(deps, input, patient);
  const radius = SOS_RADII_KM[0];
  const isSos = input.urgency === 'SOS';
  return repo.transaction(async (tx, raw) => {
    const counts = await tx.lockAndCountRequests(user.id, new Date(at.getTime() - REQUEST_LIMIT_WINDOW_MS));
    // Under the lock: a retry of the same key that raced in is answered with the first, not counted.
    if (idempotencyKey) {
      const existing = await tx.findIdByIdempotencyKey(user.id, idempotencyKey);
      if (existing) return { id: existing, events: [] };
    }
    checkRequestLimits(deps.limits, counts, { isSos, verified: Boolean(patient?.is_verified) }, at);
    const id = await tx.insertRequest({
      patient_id: user.id,
      blood_group_id: bloodGroupId,
      component_id: input.component_id,
      units_required: input.units_required,
      urgency: input.urgency,
      hospital_name: input.hospital_name ?? null,
      hospital_address: input.hospital_address ?? null,
      latitude: place.latitude,
      longitude: place.longitude,
      location_source: place.source,
      notes: input.notes ?? null,
      search_radius_km: radius,
      next_widen_at: isSos && place.latitude !== null ? new Date(at.getTime() + SOS_WIDEN_AFTER_MS) : null,
      idempotency_key: idempotencyKey ?? null,
      created_at: at,
      updated_at: at,
    });
    await tx.insertEvent(id, 'created', { urgency: input.urgency }, at);
    if (place.latitude === null) await tx.insertEvent(id, 'no_location', {}, at);
    else await tx.enqueue(fanoutMessage(id, radius), at);
    const change = { requestId: id, status: 'Open', reason: 'created' };
    return { id, events: await announceRequestChange(raw, [user.id], change, at) };
  });
}

async function create(
  deps: RequestsServiceDeps,
  user: Actor,
  input: NewRequest,
  idempotencyKey: string | undefined,
  language: Language,
) {
  const { repo, hub } = deps;
  if (user.userType !== 'Patient') throw AppError.forbidden(SAYS.patientsOnly);
  if (idempotencyKey) {
    const existing = await repo.findIdByIdempotencyKey(user.id, idempotencyKey);
    if (existing) return detail(deps, existing, user, language);
  }
  let created: { id: string; events: LiveEvent[] };
  try {
    created = await insertNew(deps, user, input, idempotencyKey, deps.clock.now());
  } catch (error) {
    // The same key raced in twice: the other one created it.
    if (idempotencyKey && isUniqueViolation(error)) {
      const existing = await repo.findIdByIdempotencyKey(user.id, idempotencyKey);
      if (existing) return detail(deps, existing, user, language);
    }
    throw error;
  }
  committed(deps, created.id);
  deps.onQueued();
  hub.deliver(created.events);
  return detail(deps, created.id, user, language);
}

async function list(deps: RequestsServiceDeps, user: Actor, filters: RequestFilters, page: number, pageSize: number) {
  const { repo } = deps;
  const offset = (page - 1) * pageSize;
  if (user.userType === 'Patient') {
    const { rows, total } = await repo.listForPatient(user.id, filters, pageSize, offset);
    return { items: rows.map((r) => summarize(r, user)), total };
  }
  if (user.userType !== 'Donor') throw AppError.forbidden(SAYS.patientsAndDonorsOnly);
  // The view in memory answers when it is current; else one statement reads the donor and the page. Either way
  // the rows are dropped below when the donor may not see any. Only the view hands the same rows out again, so
  // only its pages' summaries are kept (the same frozen array while the page is the same).
  const now = deps.clock.now();
  const args = [user.id, DONOR_LIST_RADIUS_KM, filters, pageSize, offset, now] as const;
  const fromView = await deps.openRequests?.listForDonor(...args);
  const { donor, rows, total } = fromView ?? (await repo.listForDonor(...args));
  if (!donor) return { items: [], total: 0 };
  const elig = eligibility(standing(donor), todayIso(now));
  if (donor.latitude == null || donor.longitude == null) {
    return { items: [], total: 0, eligibility: elig, needs_location: true };
  }
  // A donor who cannot give yet is shown nothing to answer, only when they can give again.
  if (!elig.eligible) return { items: [], total: 0, eligibility: elig, needs_location: false };
  const items = fromView ? summarizeKept(rows, user) : rows.map((r) => summarize(r, user));
  return { items, total, eligibility: elig, needs_location: false };
}

async function respond(deps: RequestsServiceDeps, user: Actor, requestId: string, input: Answer, language: Language) {
  const { repo, notifications, hub } = deps;
  if (user.userType !== 'Donor') throw AppError.forbidden(SAYS.donorsOnly);
  const row = await repo.findRequest(requestId);
  if (!row) throw AppError.notFound(SAYS.notFound);
  const donor = await repo.donorProfile(user.id);
  if (!donor) throw AppError.forbidden(SAYS.donorsOnly);
  const ties = await repo.donorTies(requestId, user.id);
  if (ties.response) throw AppError.conflict(SAYS.alreadyResponded);
  const at = deps.clock.now();
  const today = todayIso(at);
  // Only a donor the request was sent to, or could be sent to now, may answer it (and so read its contact).
  const reach = donorReach(row, standing(donor), at);
  if (!ties.alerted && !reach.ok) throw AppError.forbidden(reach.reason);
  if (!OPEN.includes(row.status)) throw AppError.conflict(SAYS.noLongerNeedsDonors(row.status));
  const accepted = input.response === 'accept';
  if (accepted) {
    const e = eligibility(standing(donor), today);
    if (!e.eligible) throw AppError.forbidden(notEligibleMessage(e.next_eligible_date));
  }
  const events = await repo.transaction(async (tx, raw) => {
    const fresh = await tx.insertResponse({
      request_id: requestId,
      donor_id: user.id,
      response: input.response,
      message: input.message ?? null,
      created_at: at,
    });
    if (!fresh) throw AppError.conflict(SAYS.alreadyResponded);
    let status = row.status;
    if (accepted && (await tx.transition(requestId, ['Open'], 'In Progress', at))) {
      status = 'In Progress';
      await tx.stopWidening(requestId);
    }
    await notifications.setAlertStatus(raw, [user.id], requestId, accepted ? 'Accepted' : 'Declined', at);
    const event = accepted ? 'accepted' : 'declined';
    await tx.insertEvent(requestId, event, accepted ? { donor_name: firstName(donor.full_name) } : {}, at);
    const written: LiveEvent[] = [];
    if (accepted) {
      const by = { donor_id: user.id, full_name: donor.full_name, blood_group: groupName(donor.blood_group_id) };
      const told = await notifications.notify(raw, [{ user_id: row.patient_id, ...donorAccepted(row, by) }], at);
      written.push(...told.map((n) => n.event));
    }
    const change = { requestId, status, reason: event };
    written.push(...(await announceRequestChange(raw, [row.patient_id, user.id], change, at)));
    return written;
  });
  committed(deps, requestId);
  hub.deliver(events);
  return { message: accepted ? SAYS.accepted : SAYS.declined, data: await detail(deps, requestId, user, language) };
}

async function updateStatus(
  deps: RequestsServiceDeps,
  user: Actor,
  requestId: string,
  update: StatusUpdate,
  language: Language,
) {
  const { repo, notifications, hub } = deps;
  const row = await repo.findRequest(requestId);
  if (!row) throw AppError.notFound(SAYS.notFound);
  // Someone else's request: as on its page, a stranger learns nothing, not even that it exists.
  if (row.patient_id !== user.id) throw AppError.notFound(SAYS.notFound);
  const at = deps.clock.now();
  let from: string[];
  if (update.status === 'Cancelled') {
    if (!OPEN.includes(row.status)) throw AppError.conflict(SAYS.cannotCancel(row.status));
    from = OPEN;
  } else {
    if (row.status === 'Open') throw AppError.conflict(SAYS.fulfilNeedsAcceptance);
    if (row.status !== 'In Progress') throw AppError.conflict(SAYS.alreadyClosed(row.status));
    const accepted = new Set(await repo.donorIdsWithResponse(requestId, 'accept'));
    if (update.donor_ids.some((id) => !accepted.has(id))) {
      throw AppError.badRequest(SAYS.onlyAcceptedDonorsGave, [
        { field: 'donor_ids', message: SAYS.notAnAcceptedDonor },
      ]);
    }
    from = ['In Progress'];
  }
  const acceptedIds = await repo.donorIdsWithResponse(requestId, 'accept');
  const alertedIds = await repo.alertedDonorIds(requestId);
  const everyone = [row.patient_id, ...alertedIds, ...acceptedIds];
  const events = await repo.transaction(async (tx, raw) => {
    const written: LiveEvent[] = [];
    if (!(await tx.transition(requestId, from, update.status, at))) {
      throw AppError.conflict(SAYS.changedMeanwhile);
    }
    if (update.status === 'Fulfilled') {
      const donorIds = [...new Set(update.donor_ids)];
      const given = await tx.recordDonations(donorIds, requestId, row.component_id, todayIso(at), user.id);
      // Each new donation earns its donor's rewards, queued with it (features/rewards), and tells them whom it reached.
      for (const { donation_id } of given) await tx.enqueue(rewardDonationMessage(donation_id), at);
      const reached = given.map((g) => ({ user_id: g.donor_id, ...impact(g.donation_id, row) }));
      written.push(...(await notifications.notify(raw, reached, at)).map((n) => n.event));
      await tx.insertEvent(requestId, 'fulfilled', { donations: donorIds.length }, at);
    } else {
      await tx.insertEvent(requestId, 'cancelled', {}, at);
    }
    const closed = requestClosed(row, update.status);
    const told = await notifications.notify(
      raw,
      acceptedIds.map((donorId) => ({ user_id: donorId, ...closed })),
      at,
    );
    written.push(...told.map((n) => n.event));
    const change = { requestId, status: update.status, reason: update.status.toLowerCase() };
    written.push(...(await announceRequestChange(raw, everyone, change, at)));
    return written;
  });
  committed(deps, requestId, update.status === 'Fulfilled' ? update.donor_ids : []);
  hub.deliver(events);
  if (update.status === 'Fulfilled') deps.onQueued();
  return { message: SAYS.statusUpdated, data: await detail(deps, requestId, user, language) };
}

/** The request rules: who may create, see, answer and close a request, and what each step records. */
export function createRequestsService(deps: RequestsServiceDeps) {
  return {
    detail: (requestId: string, viewer: Actor, language: Language = 'en') => detail(deps, requestId, viewer, language),
    create: (user: Actor, input: NewRequest, idempotencyKey: string | undefined, language: Language = 'en') =>
      create(deps, user, input, idempotencyKey, language),
    list: (user: Actor, filters: RequestFilters, page: number, pageSize: number) =>
      list(deps, user, filters, page, pageSize),
    respond: (user: Actor, requestId: string, input: Answer, language: Language = 'en') =>
      respond(deps, user, requestId, input, language),
    updateStatus: (user: Actor, requestId: string, update: StatusUpdate, language: Language = 'en') =>
      updateStatus(deps, user, requestId, update, language),
    /** Starts and stops the view in memory with the server (requests.routes.ts). */
    openRequests: deps.openRequests,
  };
}
export type RequestsService = ReturnType<typeof createRequestsService>;
