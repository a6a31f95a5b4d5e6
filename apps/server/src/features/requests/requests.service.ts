import {
  SOS_RADII_KM,
  SOS_WIDEN_AFTER_MS,
  type BloodGroupName,
  type CreateRequestInput,
  type RequestDetail,
  type RequestSummary,
  type StatusUpdate,
  canDonate,
  compatibleDonorGroups,
  distanceKm,
  eligibility,
  groupId,
  groupName,
  todayIso,
} from '@raktsetu/shared';
import { requestAlertMessage } from '../../adapters/mail/templates.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Hub } from '../../realtime/hub.ts';
import { insertUserEvent } from '../../realtime/user-events.repository.ts';
import { EMAIL_TOPIC } from '../auth/auth.service.ts';
import {
  insertNotifications,
  toNotification,
  type NotificationsRepository,
} from '../notifications/notifications.repository.ts';
import { OPEN_STATUSES as OPEN, donorReach, notEligibleMessage, type DonorStanding } from './donor-reach.ts';
import { REQUEST_LIMIT_WINDOW_MS, checkRequestLimits, type RequestLimits } from './request-limits.ts';
import type { RequestFilters, RequestsRepository } from './requests.repository.ts';

export const FANOUT_TOPIC = 'request.fanout';
const FANOUT_BATCH = 200;
/** km: no request's search reaches further (the widest SOS radius); bounds the donor list's search box. */
const DONOR_LIST_RADIUS_KM = SOS_RADII_KM[SOS_RADII_KM.length - 1] ?? 50;

type RequestRow = NonNullable<Awaited<ReturnType<RequestsRepository['findRequest']>>>;
type DonorRow = NonNullable<Awaited<ReturnType<RequestsRepository['donorProfile']>>>;

const standing = (donor: DonorRow): DonorStanding => ({ ...donor, sex: donor.sex as 'male' | 'female' | null });

export interface RequestsServiceDeps {
  repo: RequestsRepository;
  notifications: NotificationsRepository;
  clock: Clock;
  hub: Hub;
  appUrl: string;
  limits: RequestLimits;
  /** Called after a transaction that queued outbox work has committed. */
  onQueued: () => void;
  /** Test seam: runs after each committed fan-out batch (e.g. to simulate a crash mid fan-out). */
  afterFanoutBatch?: ((requestId: string, alerted: number) => void | Promise<void>) | undefined;
  /** Donors alerted per transaction (default 200). */
  fanoutBatchSize?: number | undefined;
}

const firstName = (full: string) => full.split(/\s+/)[0] ?? full;

export function createRequestsService(deps: RequestsServiceDeps) {
  const { repo, clock, hub } = deps;
  const now = () => clock.now();

  /** The request as `viewer` may see it (private parts only to the owner and accepting donors). */
  function summarize(
    row:
      | RequestRow
      | (Omit<RequestRow, 'emergency_contact' | 'is_bombay'> & {
          distance_km?: number | null;
          my_response?: string | null;
        }),
    viewer: AuthUser,
    extra: { distance_km?: number | null; my_response?: string | null } = {},
  ): RequestSummary {
    const isOwner = row.patient_id === viewer.id;
    const myResponse = (extra.my_response ?? ('my_response' in row ? row.my_response : null)) as
      'accept' | 'decline' | null;
    const privateOk = isOwner || myResponse === 'accept';
    return {
      request_id: row.request_id,
      blood_group: row.blood_group,
      blood_group_id: row.blood_group_id,
      component: row.component,
      component_id: row.component_id,
      urgency: row.urgency as RequestSummary['urgency'],
      status: row.status as RequestSummary['status'],
      units_required: row.units_required,
      created_at: row.created_at.toISOString(),
      patient_id: row.patient_id,
      patient_name: privateOk ? row.patient_name : firstName(row.patient_name),
      city: row.city,
      hospital_name: privateOk ? row.hospital_name : null,
      hospital_address: privateOk ? row.hospital_address : null,
      latitude: privateOk ? row.latitude : null,
      longitude: privateOk ? row.longitude : null,
      notes: privateOk ? row.notes : null,
      distance_km: extra.distance_km ?? ('distance_km' in row ? (row.distance_km ?? null) : null),
      search_radius_km: row.search_radius_km,
      my_response: myResponse,
    };
  }

  function timelineText(type: string, data: Record<string, unknown>): string {
    switch (type) {
      case 'created':
        return data.urgency === 'SOS' ? 'SOS raised' : 'Request created';
      case 'search':
        return `${data.donors_alerted} compatible donor${data.donors_alerted === 1 ? '' : 's'} alerted within ${data.radius_km} km`;
      case 'no_location':
        return 'No location: donors could not be matched by distance';
      case 'widened':
        return `Nobody had accepted yet: search widened from ${data.from_km} to ${data.to_km} km`;
      case 'accepted':
        return `${data.donor_name ?? 'A donor'} accepted`;
      case 'declined':
        return 'A donor declined';
      case 'cancelled':
        return 'Request cancelled';
      case 'fulfilled':
        return `Marked fulfilled: ${data.donations} donation${data.donations === 1 ? '' : 's'} recorded`;
      default:
        return type;
    }
  }

  async function detail(requestId: string, viewer: AuthUser): Promise<RequestDetail> {
    const row = await repo.findRequest(requestId);
    if (!row) throw AppError.notFound('Blood request not found.');
    const isOwner = row.patient_id === viewer.id;
    let distance: number | null = null;
    let myResponse: 'accept' | 'decline' | null = null;
    let canRespond = false;
    if (!isOwner) {
      // Another patient, or a donor the request never reached, learns nothing — not even that it exists.
      if (viewer.userType !== 'Donor') throw AppError.notFound('Blood request not found.');
      const [donor, ties] = await Promise.all([repo.donorProfile(viewer.id), repo.donorTies(requestId, viewer.id)]);
      const reach = donor ? donorReach(row, standing(donor), todayIso(now())) : null;
      if (!ties.alerted && !ties.response && !reach?.ok) throw AppError.notFound('Blood request not found.');
      myResponse = ties.response;
      if (donor?.latitude != null && donor.longitude != null && row.latitude != null && row.longitude != null) {
        distance = distanceKm(donor.latitude, donor.longitude, row.latitude, row.longitude);
      }
      canRespond = OPEN.includes(row.status) && myResponse === null && (ties.alerted || Boolean(reach?.ok));
    }
    const summary = summarize(row, viewer, { distance_km: distance, my_response: myResponse });
    const [events, reach] = await Promise.all([repo.timeline(requestId), repo.reach(requestId)]);
    let acceptedDonors: RequestDetail['accepted_donors'] = null;
    if (isOwner) {
      acceptedDonors = (await repo.acceptedDonors(requestId)).map((d) => ({
        donor_id: d.donor_id,
        full_name: d.full_name,
        phone_number: d.phone_number,
        blood_group: d.blood_group,
        distance_km:
          d.latitude != null && d.longitude != null && row.latitude != null && row.longitude != null
            ? distanceKm(d.latitude, d.longitude, row.latitude, row.longitude)
            : null,
        accepted_at: d.accepted_at.toISOString(),
        message: d.message,
      }));
    }
    return {
      ...summary,
      timeline: events.map((e) => ({
        type: e.type,
        at: e.created_at.toISOString(),
        text: timelineText(e.type, e.data as Record<string, unknown>),
      })),
      reach: {
        ...reach,
        search_radius_km: row.search_radius_km,
        next_widen_at: row.next_widen_at?.toISOString() ?? null,
      },
      accepted_donors: acceptedDonors,
      patient_contact:
        myResponse === 'accept' ? { full_name: row.patient_name, phone_number: row.patient_phone } : null,
      is_owner: isOwner,
      can_respond: canRespond,
    };
  }

  /** Lets the patient and everyone alerted know the request changed (their pages refresh live). */
  async function announce(
    tx: Parameters<typeof insertUserEvent>[0],
    userIds: string[],
    requestId: string,
    status: string,
    reason: string,
    at: Date,
  ) {
    for (const userId of new Set(userIds)) {
      await insertUserEvent(tx, userId, 'request', { request_id: requestId, status, reason }, at);
    }
  }

  return {
    detail,

    async create(
      user: AuthUser,
      input: CreateRequestInput & { component_id: number },
      idempotencyKey: string | undefined,
    ) {
      if (user.userType !== 'Patient') throw AppError.forbidden('Only patients can create blood requests.');
      if (idempotencyKey) {
        const existing = await repo.findIdByIdempotencyKey(user.id, idempotencyKey);
        if (existing) return detail(existing, user);
      }
      const patient = await repo.patientProfile(user.id);
      const bloodGroupId = input.blood_group_id ?? patient?.blood_group_id ?? null;
      if (!bloodGroupId) {
        throw AppError.badRequest('Your profile has no blood group: choose the blood group for this request.', [
          { field: 'blood_group_id', message: 'Please select your blood group' },
        ]);
      }
      let latitude = input.latitude ?? null;
      let longitude = input.longitude ?? null;
      let source: string | null = latitude !== null ? 'device' : null;
      if (latitude === null && patient?.city) {
        // No coordinates sent: place the request at the patient's town so nearby donors can still be found.
        const town = await repo.townLocation(patient.city, patient.state);
        if (town) {
          latitude = town.latitude;
          longitude = town.longitude;
          source = 'town';
        }
      }
      const at = now();
      const radius = SOS_RADII_KM[0];
      let requestId: string;
      try {
        requestId = await repo.transaction(async (tx, raw) => {
          const counts = await tx.lockAndCountRequests(user.id, new Date(at.getTime() - REQUEST_LIMIT_WINDOW_MS));
          // Under the lock: a retry of the same key that raced in is answered with the first, not counted.
          if (idempotencyKey) {
            const existing = await tx.findIdByIdempotencyKey(user.id, idempotencyKey);
            if (existing) return existing;
          }
          checkRequestLimits(
            deps.limits,
            counts,
            { isSos: input.urgency === 'SOS', verified: Boolean(patient?.is_verified) },
            at,
          );
          const id = await tx.insertRequest({
            patient_id: user.id,
            blood_group_id: bloodGroupId,
            component_id: input.component_id,
            units_required: input.units_required,
            urgency: input.urgency,
            hospital_name: input.hospital_name ?? null,
            hospital_address: input.hospital_address ?? null,
            latitude,
            longitude,
            location_source: source,
            notes: input.notes ?? null,
            search_radius_km: radius,
            next_widen_at:
              input.urgency === 'SOS' && latitude !== null ? new Date(at.getTime() + SOS_WIDEN_AFTER_MS) : null,
            idempotency_key: idempotencyKey ?? null,
            created_at: at,
            updated_at: at,
          });
          await tx.insertEvent(id, 'created', { urgency: input.urgency }, at);
          if (latitude === null) await tx.insertEvent(id, 'no_location', {}, at);
          else
            await tx.enqueue(
              {
                topic: FANOUT_TOPIC,
                payload: { request_id: id, radius_km: radius },
                dedupeKey: `fanout:${id}:${radius}`,
              },
              at,
            );
          await announce(raw, [user.id], id, 'Open', 'created', at);
          return id;
        });
      } catch (error) {
        // The same key raced in twice: the other one created it.
        if (idempotencyKey && isUniqueViolation(error)) {
          const existing = await repo.findIdByIdempotencyKey(user.id, idempotencyKey);
          if (existing) return detail(existing, user);
        }
        throw error;
      }
      deps.onQueued();
      hub.publish([user.id]);
      return detail(requestId, user);
    },

    async list(user: AuthUser, filters: RequestFilters, page: number, pageSize: number) {
      const offset = (page - 1) * pageSize;
      if (user.userType === 'Patient') {
        const { rows, total } = await repo.listForPatient(user.id, filters, pageSize, offset);
        return { items: rows.map((r) => summarize(r, user)), total };
      }
      const donor = await repo.donorProfile(user.id);
      if (!donor) return { items: [], total: 0 };
      const elig = eligibility(
        {
          ...donor,
          sex: donor.sex as 'male' | 'female' | null,
        },
        todayIso(now()),
      );
      if (donor.latitude == null || donor.longitude == null) {
        return { items: [], total: 0, eligibility: elig, needs_location: true };
      }
      // A donor who cannot give yet is shown nothing to answer, only when they can give again.
      if (!elig.eligible) return { items: [], total: 0, eligibility: elig, needs_location: false };
      const donorGroup = groupName(donor.blood_group_id);
      const pairs: Array<[number, number]> = [];
      for (let componentId = 1; componentId <= 5; componentId++) {
        for (let recipient = 1; recipient <= 8; recipient++) {
          if (canDonate(donorGroup, groupName(recipient), componentId)) pairs.push([recipient, componentId]);
        }
      }
      const { rows, total } = await repo.listForDonor(
        {
          donorId: user.id,
          latitude: donor.latitude,
          longitude: donor.longitude,
          isBombay: donor.is_bombay,
          available: donor.is_available_for_sos,
        },
        pairs,
        DONOR_LIST_RADIUS_KM,
        filters,
        pageSize,
        offset,
      );
      return { items: rows.map((r) => summarize(r, user)), total, eligibility: elig, needs_location: false };
    },

    /** Outbox handler: alert every matching donor within the radius, nearest first, each exactly once. */
    async fanout(requestId: string, radiusKm: number): Promise<void> {
      const row = await repo.findRequest(requestId);
      if (!row || !OPEN.includes(row.status) || row.latitude == null || row.longitude == null) return;
      const groupRanks = new Map(
        compatibleDonorGroups(row.blood_group as BloodGroupName, row.component_id).map((c) => [
          groupId(c.group),
          c.rank,
        ]),
      );
      const url = `${deps.appUrl}/app/requests/${requestId}`;
      const sos = row.urgency === 'SOS';
      for (;;) {
        const at = now();
        const batch = await repo.findMatchingDonors(
          {
            requestId,
            latitude: row.latitude,
            longitude: row.longitude,
            radiusKm,
            groupRanks,
            recipientIsBombay: row.is_bombay,
            today: todayIso(at),
          },
          deps.fanoutBatchSize ?? FANOUT_BATCH,
        );
        if (batch.length === 0) break;
        const wantMail = batch.filter((d) => d.email_alerts).map((d) => d.donor_id);
        const contacts = new Map((await repo.contacts(wantMail)).map((c) => [c.user_id, c]));
        const alerted = await repo.transaction(async (tx, raw) => {
          const inserted = await insertNotifications(
            raw,
            batch.map((d) => ({
              user_id: d.donor_id,
              request_id: requestId,
              kind: 'request_alert',
              title: sos
                ? `SOS: ${row.blood_group} blood needed`
                : `${row.urgency} request: ${row.blood_group} blood needed`,
              message: `${row.units_required} unit${row.units_required === 1 ? '' : 's'} of ${row.blood_group} ${row.component} needed ${d.distance_km.toFixed(1)} km from you${row.city ? ` (${row.city})` : ''}.`,
              blood_group: row.blood_group,
              component: row.component,
              request_urgency: row.urgency,
              distance_km: d.distance_km,
              dedupe_key: `alert:${requestId}`,
              sent_at: at,
            })),
          );
          const byId = new Map(batch.map((d) => [d.donor_id, d]));
          for (const n of inserted) {
            await insertUserEvent(raw, n.user_id, 'notification', toNotification(n), at);
            const donor = byId.get(n.user_id);
            const contact = contacts.get(n.user_id);
            if (donor && contact) {
              await tx.enqueue(
                {
                  topic: EMAIL_TOPIC,
                  payload: {
                    ...requestAlertMessage(contact.email, firstName(contact.full_name), {
                      urgency: row.urgency,
                      group: row.blood_group,
                      component: row.component,
                      units: row.units_required,
                      distanceKm: donor.distance_km,
                      url,
                    }),
                  },
                  dedupeKey: `alert-email:${n.notification_id}`,
                },
                at,
              );
            }
          }
          return inserted.map((n) => n.user_id);
        });
        hub.publish(alerted);
        deps.onQueued();
        await deps.afterFanoutBatch?.(requestId, alerted.length);
      }
      if (!(await repo.hasEvent(requestId, 'search', radiusKm))) {
        const at = now();
        const total = await repo.countAlerts(requestId);
        await repo.transaction(async (tx, raw) => {
          await tx.insertEvent(requestId, 'search', { radius_km: radiusKm, donors_alerted: total }, at);
          await announce(raw, [row.patient_id], requestId, row.status, 'search', at);
        });
        hub.publish([row.patient_id]);
      }
    },

    /** Scheduler job: an SOS nobody accepted within 5 minutes reaches further (15 → 25 → 50 km). */
    async widenDue(): Promise<number> {
      const at = now();
      const due = await repo.dueWidenings(at, 50);
      let widened = 0;
      for (const req of due) {
        const index = SOS_RADII_KM.indexOf(req.search_radius_km as (typeof SOS_RADII_KM)[number]);
        const next = SOS_RADII_KM[index + 1];
        if (index < 0 || next === undefined) {
          await repo.stopWidening(req.request_id);
          continue;
        }
        const isLast = index + 1 === SOS_RADII_KM.length - 1;
        const done = await repo.transaction(async (tx, raw) => {
          const ok = await tx.widen(
            req.request_id,
            req.search_radius_km,
            next,
            isLast ? null : new Date(at.getTime() + SOS_WIDEN_AFTER_MS),
            at,
          );
          if (!ok) return false;
          await tx.insertEvent(req.request_id, 'widened', { from_km: req.search_radius_km, to_km: next }, at);
          const [notice] = await insertNotifications(raw, [
            {
              user_id: req.patient_id,
              request_id: req.request_id,
              kind: 'search_widened',
              title: 'Search widened',
              message: `No donor has accepted yet, so we are now asking compatible donors within ${next} km.`,
              dedupe_key: `widened:${req.request_id}:${next}`,
              sent_at: at,
            },
          ]);
          if (notice) await insertUserEvent(raw, req.patient_id, 'notification', toNotification(notice), at);
          await announce(raw, [req.patient_id], req.request_id, 'Open', 'widened', at);
          await tx.enqueue(
            {
              topic: FANOUT_TOPIC,
              payload: { request_id: req.request_id, radius_km: next },
              dedupeKey: `fanout:${req.request_id}:${next}`,
            },
            at,
          );
          return true;
        });
        if (done) {
          widened += 1;
          hub.publish([req.patient_id]);
        }
      }
      if (widened > 0) deps.onQueued();
      return widened;
    },

    async respond(
      user: AuthUser,
      requestId: string,
      input: { response: 'accept' | 'decline'; message?: string | null },
    ) {
      if (user.userType !== 'Donor') throw AppError.forbidden('Only donors can respond to blood requests.');
      const row = await repo.findRequest(requestId);
      if (!row) throw AppError.notFound('Blood request not found.');
      const donor = await repo.donorProfile(user.id);
      if (!donor) throw AppError.forbidden('Only donors can respond to blood requests.');
      const ties = await repo.donorTies(requestId, user.id);
      if (ties.response) throw AppError.conflict('You have already responded to this request.');
      const at = now();
      const today = todayIso(at);
      // Only a donor the request was sent to, or could be sent to now, may answer it (and so read its contact).
      const reach = donorReach(row, standing(donor), today);
      if (!ties.alerted && !reach.ok) throw AppError.forbidden(reach.reason);
      if (!OPEN.includes(row.status)) {
        throw AppError.conflict(`This request is already ${row.status.toLowerCase()}: it no longer needs donors.`);
      }
      if (input.response === 'accept') {
        const e = eligibility(standing(donor), today);
        if (!e.eligible) throw AppError.forbidden(notEligibleMessage(e.next_eligible_date));
      }
      const accepted = input.response === 'accept';
      await repo.transaction(async (tx, raw) => {
        const fresh = await tx.insertResponse({
          request_id: requestId,
          donor_id: user.id,
          response: input.response,
          message: input.message ?? null,
          created_at: at,
        });
        if (!fresh) throw AppError.conflict('You have already responded to this request.');
        let status = row.status;
        if (accepted && (await tx.transition(requestId, ['Open'], 'In Progress', at))) {
          status = 'In Progress';
          await tx.stopWidening(requestId);
        }
        await deps.notifications.setAlertStatus(raw, [user.id], requestId, accepted ? 'Accepted' : 'Declined', at);
        await tx.insertEvent(
          requestId,
          accepted ? 'accepted' : 'declined',
          accepted ? { donor_name: firstName(donor.full_name) } : {},
          at,
        );
        if (accepted) {
          const [notice] = await insertNotifications(raw, [
            {
              user_id: row.patient_id,
              request_id: requestId,
              kind: 'donor_accepted',
              title: 'A donor accepted',
              message: `${donor.full_name} (${groupName(donor.blood_group_id)}) accepted your ${row.blood_group} request. Open it to call them.`,
              blood_group: row.blood_group,
              component: row.component,
              request_urgency: row.urgency,
              dedupe_key: `accepted:${requestId}:${user.id}`,
              sent_at: at,
            },
          ]);
          if (notice) await insertUserEvent(raw, row.patient_id, 'notification', toNotification(notice), at);
        }
        await announce(raw, [row.patient_id, user.id], requestId, status, accepted ? 'accepted' : 'declined', at);
      });
      hub.publish([row.patient_id, user.id]);
      return {
        message: accepted ? 'Successfully accepted the request' : 'Successfully declined the request',
        data: await detail(requestId, user),
      };
    },

    async updateStatus(user: AuthUser, requestId: string, update: StatusUpdate) {
      const row = await repo.findRequest(requestId);
      if (!row) throw AppError.notFound('Blood request not found.');
      if (row.patient_id !== user.id) throw AppError.forbidden('You can only change your own requests.');
      const at = now();
      let from: string[];
      if (update.status === 'Cancelled') {
        if (!OPEN.includes(row.status))
          throw AppError.conflict(`This request is already ${row.status.toLowerCase()} and cannot be cancelled.`);
        from = OPEN;
      } else {
        if (row.status === 'Open') {
          throw AppError.conflict('A request can be marked fulfilled once a donor has accepted it.');
        }
        if (row.status !== 'In Progress')
          throw AppError.conflict(`This request is already ${row.status.toLowerCase()}.`);
        const accepted = new Set(await repo.donorIdsWithResponse(requestId, 'accept'));
        const strangers = update.donor_ids.filter((id) => !accepted.has(id));
        if (strangers.length > 0) {
          throw AppError.badRequest('Only donors who accepted this request can be recorded as having given blood.', [
            { field: 'donor_ids', message: 'Not an accepted donor of this request' },
          ]);
        }
        from = ['In Progress'];
      }
      const acceptedIds = await repo.donorIdsWithResponse(requestId, 'accept');
      const alertedIds = await repo.alertedDonorIds(requestId);
      await repo.transaction(async (tx, raw) => {
        if (!(await tx.transition(requestId, from, update.status, at))) {
          throw AppError.conflict('The request changed meanwhile. Refresh and try again.');
        }
        if (update.status === 'Fulfilled') {
          const donorIds = [...new Set(update.donor_ids)];
          await tx.recordDonations(donorIds, requestId, row.component_id, todayIso(at));
          await tx.insertEvent(requestId, 'fulfilled', { donations: donorIds.length }, at);
        } else {
          await tx.insertEvent(requestId, 'cancelled', {}, at);
        }
        const notices = await insertNotifications(
          raw,
          acceptedIds.map((donorId) => ({
            user_id: donorId,
            request_id: requestId,
            kind: 'request_closed',
            title: update.status === 'Fulfilled' ? 'Request fulfilled' : 'Request cancelled',
            message:
              update.status === 'Fulfilled'
                ? `The ${row.blood_group} request you accepted is fulfilled. Thank you for giving blood!`
                : `The ${row.blood_group} request you accepted was cancelled by the patient. You do not need to go.`,
            blood_group: row.blood_group,
            component: row.component,
            request_urgency: row.urgency,
            dedupe_key: `closed:${requestId}`,
            sent_at: at,
          })),
        );
        for (const n of notices) await insertUserEvent(raw, n.user_id, 'notification', toNotification(n), at);
        await announce(
          raw,
          [row.patient_id, ...alertedIds, ...acceptedIds],
          requestId,
          update.status,
          update.status.toLowerCase(),
          at,
        );
      });
      hub.publish([row.patient_id, ...alertedIds, ...acceptedIds]);
      return { message: 'Request status updated successfully', data: await detail(requestId, user) };
    },
  };
}
export type RequestsService = ReturnType<typeof createRequestsService>;
