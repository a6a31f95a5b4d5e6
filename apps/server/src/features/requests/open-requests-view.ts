import type { FastifyBaseLogger } from 'fastify';
import type { createProfileRepository } from '../profile/profile.repository.ts';
import { boxAround, donorPage, type DonorTies } from './open-requests-match.ts';
import { createPageMemo } from './open-requests-pages.ts';
import type { DonorFacts, OpenRequestRow, OpenRequestsQueries, RequestScope } from './open-requests.repository.ts';
import { LOCATION_SETTLES_AFTER_MS } from './donor-reach.ts';
import type { RequestFilters } from './request-list.repository.ts';

/*
 * Each process's view of the open requests with a place, their answers and alerts, and the donors who asked
 * lately, so a donor's list is answered without a query (docs/decisions/0032-open-requests-view.md). The database
 * announces every change by id (migration 0012) on a channel this view listens to; a changed request is read
 * again, a changed donor forgotten. Until those reads are done, before the first load, and while the listening
 * connection is down, `listForDonor` answers null and the caller reads the database as before.
 */

/** How the view hears the database: `onLost` when the connection fails (the view then reconnects). */
export type Listen = (
  channel: string,
  onNotice: (text: string) => void,
  onLost: (err?: unknown) => void,
) => Promise<{ close(): Promise<void> }>;

export interface OpenRequestsViewOptions {
  queries: OpenRequestsQueries;
  listen: Listen;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Donors kept (the oldest goes first). */
  maxDonors?: number;
}

const MAX_DONORS = 50_000;
/** Pages kept between changes (all are forgotten at each change). */
const MAX_PAGES = 10_000;
const MAX_BACKOFF_MS = 30_000;
/** ms between two catch-up reads in a burst of changes. */
const READ_GAP_MS = 200;

type Ties = { answers: Map<string, string>; alerts: Set<string> };

/** Degrees: the open requests are filed in cells this size, so a donor's box visits only the cells around them. */
const CELL_DEGREES = 0.5;
const cellOf = (latitude: number, longitude: number) =>
  `${Math.floor(latitude / CELL_DEGREES)} ${Math.floor(longitude / CELL_DEGREES)}`;

/** The view's data: the open requests, and each one's answers and alerts also indexed by donor. */
function createState() {
  const requests = new Map<string, OpenRequestRow>();
  const byRequest = new Map<string, Ties>();
  const answersByDonor = new Map<string, Map<string, string>>();
  const alertsByDonor = new Map<string, Set<string>>();
  const cells = new Map<string, Map<string, OpenRequestRow>>();

  function drop(id: string) {
    const row = requests.get(id);
    if (row) cells.get(cellOf(row.latitude, row.longitude))?.delete(id);
    requests.delete(id);
    const ties = byRequest.get(id);
    if (!ties) return;
    byRequest.delete(id);
    for (const donorId of ties.answers.keys()) answersByDonor.get(donorId)?.delete(id);
    for (const donorId of ties.alerts) alertsByDonor.get(donorId)?.delete(id);
  }
  type Tie = { request_id: string; donor_id: string };
  /** Replaces what is known of `ids` with what was read (a request not read is no longer open). */
  function put(
    ids: Iterable<string>,
    rows: OpenRequestRow[],
    answers: Array<Tie & { response: string }>,
    alerts: Tie[],
  ) {
    for (const id of ids) drop(id);
    for (const row of rows) {
      drop(row.request_id);
      requests.set(row.request_id, row);
      const cell = cellOf(row.latitude, row.longitude);
      cells.set(cell, (cells.get(cell) ?? new Map<string, OpenRequestRow>()).set(row.request_id, row));
      byRequest.set(row.request_id, { answers: new Map(), alerts: new Set() });
    }
    for (const a of answers) {
      const ties = byRequest.get(a.request_id);
      if (!ties) continue;
      ties.answers.set(a.donor_id, a.response);
      const mine = answersByDonor.get(a.donor_id) ?? new Map<string, string>();
      answersByDonor.set(a.donor_id, mine.set(a.request_id, a.response));
    }
    for (const a of alerts) {
      const ties = byRequest.get(a.request_id);
      if (!ties) continue;
      ties.alerts.add(a.donor_id);
      const mine = alertsByDonor.get(a.donor_id) ?? new Set<string>();
      alertsByDonor.set(a.donor_id, mine.add(a.request_id));
    }
  }
  function clear() {
    for (const id of [...requests.keys()]) drop(id);
    answersByDonor.clear();
    alertsByDonor.clear();
  }
  const tiesOf = (donorId: string): DonorTies => ({
    answer: (requestId) => answersByDonor.get(donorId)?.get(requestId),
    alerted: (requestId) => alertsByDonor.get(donorId)?.has(requestId) ?? false,
  });
  const patientsRequests = (patientId: string) =>
    [...requests.values()].filter((r) => r.patient_id === patientId).map((r) => r.request_id);
  /** The open requests in the cells that the box around a donor touches (the box itself is checked per request). */
  function* around(latitude: number, longitude: number, radiusKm: number) {
    // A margin past the box: `<@` compares with PostgreSQL's 1e-6 tolerance (open-requests-match.ts).
    const box = boxAround(latitude, longitude, radiusKm);
    const [minLat, maxLat] = [
      Math.floor((box.minLat - 1e-5) / CELL_DEGREES),
      Math.floor((box.maxLat + 1e-5) / CELL_DEGREES),
    ];
    const [minLng, maxLng] = [
      Math.floor((box.minLng - 1e-5) / CELL_DEGREES),
      Math.floor((box.maxLng + 1e-5) / CELL_DEGREES),
    ];
    if ((maxLat - minLat + 1) * (maxLng - minLng + 1) > cells.size) {
      yield* requests.values();
      return;
    }
    for (let a = minLat; a <= maxLat; a++) {
      for (let b = minLng; b <= maxLng; b++) {
        const cell = cells.get(`${a} ${b}`);
        if (cell) yield* cell.values();
      }
    }
  }
  return { requests, put, clear, tiesOf, patientsRequests, around };
}

export function createOpenRequestsView(options: OpenRequestsViewOptions) {
  const { queries, log } = options;
  const maxDonors = options.maxDonors ?? MAX_DONORS;
  const state = createState();
  const donors = new Map<string, DonorFacts>();
  const pages = createPageMemo<ReturnType<typeof donorPage>>(MAX_PAGES);
  /** Requests and patients heard changed and not read again yet. */
  const stale = { requests: new Set<string>(), patients: new Set<string>() };
  let loaded = false;
  let reading = false;
  /** Bumped by every whole load: a read begun before one is not kept over it. */
  let epoch = 0;
  /** When the last catch-up read ended (ms). */
  let lastRead = 0;
  /** Bumped by every donor notice: a donor read that overlapped one is not kept. */
  let donorNotices = 0;
  let connection: { close(): Promise<void> } | undefined;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const current = () => loaded && !reading && stale.requests.size === 0 && stale.patients.size === 0;

  async function readScope(ids: Set<string>, patients: Set<string>) {
    const began = epoch;
    const scopes: RequestScope[] = [];
    if (ids.size > 0) scopes.push({ ids: [...ids] });
    for (const patientId of patients) scopes.push({ patientId });
    const rows = (await Promise.all(scopes.map((s) => queries.openRequests(s)))).flat();
    const all = new Set([...ids, ...[...patients].flatMap(state.patientsRequests), ...rows.map((r) => r.request_id)]);
    const [answers, alerts] = await Promise.all([queries.answers([...all]), queries.alerts([...all])]);
    if (epoch !== began) return;
    state.put(all, rows, answers, alerts);
    pages.clear();
  }

  /** Reads again what was heard changed, until nothing is left (notices heard meanwhile go round again). */
  async function catchUp() {
    if (reading || !loaded) return;
    reading = true;
    try {
      while (stale.requests.size > 0 || stale.patients.size > 0) {
        // A burst of changes (an SOS fan-out's batches) is read at most every READ_GAP_MS: the list reads the
        // database meanwhile, instead of this process reading a growing set of alerts after every batch.
        const wait = lastRead + READ_GAP_MS - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait).unref());
        if (stopped) return;
        const ids = new Set(stale.requests);
        const patients = new Set(stale.patients);
        stale.requests.clear();
        stale.patients.clear();
        await readScope(ids, patients);
        lastRead = Date.now();
      }
    } catch (err) {
      log.warn({ err }, 'open requests view: read failed, reloading');
      loaded = false;
      void reload();
    } finally {
      reading = false;
    }
  }

  /** The whole view from the database (at start, and after the listening connection came back). */
  async function reload() {
    loaded = false;
    epoch += 1;
    const began = epoch;
    stale.requests.clear();
    stale.patients.clear();
    donors.clear();
    try {
      const [rows, answers, alerts] = await Promise.all([
        queries.openRequests({ all: true }),
        queries.answers(undefined),
        queries.alerts(undefined),
      ]);
      if (epoch !== began) return;
      state.clear();
      state.put([], rows, answers, alerts);
      pages.clear();
      loaded = connection !== undefined;
      void catchUp();
    } catch (err) {
      log.warn({ err }, 'open requests view: load failed');
    }
  }

  /** A notice from the database (or from this process's own write, right after its commit). */
  function heard(text: string) {
    const [kind, id] = text.split(' ');
    if (!id) return;
    if (kind === 'r') stale.requests.add(id);
    else if (kind === 'd' || kind === 'u') {
      donorNotices += 1;
      donors.delete(id);
      pages.clear();
      if (kind === 'u') stale.patients.add(id);
    }
    void catchUp();
  }

  async function connect(channel: string) {
    try {
      connection = await options.listen(channel, heard, lost);
    } catch (err) {
      lost(err);
      return;
    }
    failures = 0;
    await reload();
  }
  function lost(err?: unknown) {
    connection = undefined;
    loaded = false;
    if (stopped) return;
    if (err) log.warn({ err }, 'open requests view: listening connection lost, reading the database meanwhile');
    failures += 1;
    const channel = lastChannel;
    timer = setTimeout(() => void connect(channel), Math.min(MAX_BACKOFF_MS, 250 * 2 ** Math.min(failures, 7)));
    timer.unref();
  }
  let lastChannel = '';

  async function donorFacts(donorId: string): Promise<DonorFacts | undefined> {
    const known = donors.get(donorId);
    if (known) return known;
    const before = donorNotices;
    const facts = await queries.donorFacts(donorId);
    if (!facts || donorNotices !== before) return undefined;
    if (donors.size >= maxDonors) donors.delete(donors.keys().next().value!);
    donors.set(donorId, facts);
    return facts;
  }

  return {
    /** Listens, then loads: nothing committed between the two is missed. */
    async start() {
      stopped = false;
      lastChannel = await queries.channel();
      await connect(lastChannel);
    },
    async stop() {
      stopped = true;
      loaded = false;
      if (timer) clearTimeout(timer);
      const open = connection;
      connection = undefined;
      await open?.close();
    },
    /** This process committed a change the database will also announce: the view stops answering until read. */
    changed: heard,
    /** True when `listForDonor` would answer from memory now (tests and health). */
    isCurrent: current,
    /**
     * The donor's row and page as request-donor-list.repository.ts's listForDonor gives them, or null when the view
     * cannot answer now (not loaded, a change being read, the connection down, an unknown donor).
     */
    async listForDonor(
      donorId: string,
      radiusKm: number,
      filters: RequestFilters,
      limit: number,
      offset: number,
      now: Date,
    ) {
      if (!current()) return null;
      const donor = await donorFacts(donorId);
      // Read again after the await: a notice may have come meanwhile.
      if (!donor || !current()) return null;
      // The same page again until something changes, or until the donor's newly saved place settles.
      const key = `${donorId} ${radiusKm} ${limit} ${offset} ${filters.status} ${filters.urgency} ${filters.bloodGroupId} ${filters.nearbyKm}`;
      const at = now.getTime();
      const known = pages.get(key, at);
      if (known) return { donor, ...known };
      const near =
        donor.latitude === null || donor.longitude === null
          ? []
          : state.around(donor.latitude, donor.longitude, radiusKm);
      const query = { filters, radiusKm, settledBefore: at - LOCATION_SETTLES_AFTER_MS };
      const page = donorPage(near, donor, state.tiesOf(donorId), query, limit, offset);
      const settles = (donor.location_updated_at?.getTime() ?? -Infinity) + LOCATION_SETTLES_AFTER_MS;
      pages.set(key, page, at < settles ? settles : Infinity);
      return { donor, ...page };
    },
  };
}
export type OpenRequestsView = ReturnType<typeof createOpenRequestsView>;

type ProfileRepository = ReturnType<typeof createProfileRepository>;

/**
 * A profile repository whose writes tell this process's view at once, after their commit: the database's notice
 * about them reaches the view a moment later, and the donor's next list must already follow their new place or
 * settings. Writes elsewhere that change a donor (a bank confirming a donation, say) reach it by that notice.
 */
export function tellingOpenRequests(
  repo: ProfileRepository,
  view: Pick<OpenRequestsView, 'changed'>,
): ProfileRepository {
  return {
    ...repo,
    async updateUser(userId, values, now) {
      await repo.updateUser(userId, values, now);
      view.changed(`u ${userId}`);
    },
    async updatePatient(userId, values, now) {
      await repo.updatePatient(userId, values, now);
      view.changed(`u ${userId}`);
    },
    async updateDonor(userId, values, now) {
      await repo.updateDonor(userId, values, now);
      view.changed(`d ${userId}`);
    },
  };
}
