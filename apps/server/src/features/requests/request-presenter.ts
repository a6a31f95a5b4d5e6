import { coarseKm, distanceKm, type Language, type RequestDetail, type RequestSummary } from '@raktsetu/shared';
import { localizeTimeline } from '../../i18n/timeline.ts';
import type { Actor } from '../../lib/actor.ts';
import type { RequestsRepository } from './requests.repository.ts';

/**
 * What each viewer may see of a request, and how its timeline reads. Private parts (full name, hospital, place,
 * notes, contact) go only to the owner and to donors who accepted (see docs/product.md). Pure: no database.
 */

export type RequestRow = NonNullable<Awaited<ReturnType<RequestsRepository['findRequest']>>>;
type ListedRow = Omit<RequestRow, 'emergency_contact' | 'is_bombay'> & {
  distance_km?: number | null;
  my_response?: string | null;
};
type Response = 'accept' | 'decline' | null;

export const firstName = (full: string) => full.split(/\s+/)[0] ?? full;

/** km between two points when both are known (a donor's saved place and a request, say). */
export const kmBetween = (
  a: { latitude: number | null; longitude: number | null },
  b: { latitude: number | null; longitude: number | null },
) =>
  a.latitude != null && a.longitude != null && b.latitude != null && b.longitude != null
    ? distanceKm(a.latitude, a.longitude, b.latitude, b.longitude)
    : null;

/** Exact to those who may know the place, whole km to anyone else (see coarseKm). */
const shownKm = (km: number | null, exact: boolean) => (km === null ? null : exact ? km : coarseKm(km));

type Extra = { distance_km?: number | null; my_response?: string | null };

/** The request as `viewer` may see it, in a list or at the top of its page (`extra`: the page's distance and answer). */
export function summarize(row: RequestRow | ListedRow, viewer: Actor, extra: Extra = {}): RequestSummary {
  return summaryOf(row, viewer, extra);
}

const pages = new WeakMap<object, { viewerId: string; items: readonly RequestSummary[] }>();

/**
 * A page of the open requests view's rows, summarized for `viewer`. The view hands out the same rows array until
 * something changes (open-requests-match.ts makes new row objects for every page it works out, and nothing changes
 * them after), so the page's summaries are kept beside it: the same frozen array of frozen summaries for the same
 * viewer, which lets the route send the JSON it wrote for it before (lib/answer-memo.ts). Another viewer of the same
 * rows gets a new array. Rows read from the database are new on every call and are summarized with `summarize`.
 */
export function summarizeKept(rows: ReadonlyArray<RequestRow | ListedRow>, viewer: Actor): readonly RequestSummary[] {
  const known = pages.get(rows);
  if (known && known.viewerId === viewer.id) return known.items;
  const items = Object.freeze(rows.map((row) => Object.freeze(summarize(row, viewer))));
  pages.set(rows, { viewerId: viewer.id, items });
  return items;
}

function summaryOf(row: RequestRow | ListedRow, viewer: Actor, extra: Extra): RequestSummary {
  const isOwner = row.patient_id === viewer.id;
  const myResponse = (extra.my_response ?? ('my_response' in row ? row.my_response : null)) as Response;
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
    distance_km: shownKm(extra.distance_km ?? ('distance_km' in row ? (row.distance_km ?? null) : null), privateOk),
    search_radius_km: row.search_radius_km,
    my_response: myResponse,
  };
}

/** One timeline event in words, in the viewer's language (the English is the msgid of i18n/timeline.ts). */
export function timelineText(type: string, data: Record<string, unknown>, language: Language = 'en'): string {
  return localizeTimeline(englishTimelineText(type, data), language);
}

function englishTimelineText(type: string, data: Record<string, unknown>): string {
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

type Repo = RequestsRepository;

/** The fan-out writes 'search' after its last batch; a request without a place gets 'no_location' instead. */
const WAVE_DONE_EVENTS = new Set(['search', 'no_location']);

/** Everything the request page shows, read by the service once it has decided the viewer may see it. */
export interface DetailParts {
  row: RequestRow;
  viewer: Actor;
  /** Set for a donor viewer: their answer, whether they may answer now, how far they are (km). */
  donorView: { distanceKm: number | null; myResponse: Response; canRespond: boolean } | null;
  events: Awaited<ReturnType<Repo['timeline']>>;
  reach: Awaited<ReturnType<Repo['reach']>>;
  /** Only read for the owner. */
  acceptedDonors: Awaited<ReturnType<Repo['acceptedDonors']>> | null;
  /** The viewer's language, for the timeline; English unless given. */
  language?: Language;
}

/** The request page as its viewer may see it. */
export function presentDetail(parts: DetailParts): RequestDetail {
  const { row, viewer, donorView, events, reach, acceptedDonors, language = 'en' } = parts;
  const isOwner = row.patient_id === viewer.id;
  const myResponse = donorView?.myResponse ?? null;
  return {
    ...summarize(row, viewer, { distance_km: donorView?.distanceKm ?? null, my_response: myResponse }),
    timeline: events.map((e) => ({
      type: e.type,
      at: e.created_at.toISOString(),
      text: timelineText(e.type, e.data as Record<string, unknown>, language),
    })),
    reach: {
      ...reach,
      search_radius_km: row.search_radius_km,
      next_widen_at: row.next_widen_at?.toISOString() ?? null,
      first_wave_done: events.some((e) => WAVE_DONE_EVENTS.has(e.type)),
    },
    accepted_donors:
      acceptedDonors?.map((d) => ({
        donor_id: d.donor_id,
        full_name: d.full_name,
        phone_number: d.phone_number,
        blood_group: d.blood_group,
        distance_km: kmBetween(d, row),
        accepted_at: d.accepted_at.toISOString(),
        message: d.message,
      })) ?? null,
    patient_contact: myResponse === 'accept' ? { full_name: row.patient_name, phone_number: row.patient_phone } : null,
    is_owner: isOwner,
    can_respond: donorView?.canRespond ?? false,
  };
}
