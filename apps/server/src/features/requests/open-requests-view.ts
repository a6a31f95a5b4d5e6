import type { FastifyBaseLogger } from 'fastify';
import type { createProfileRepository } from '../profile/profile.repository.ts';
import { createListenLink, type Listen } from './open-requests-link.ts';
import { donorPage } from './open-requests-match.ts';
import { createPageMemo } from './open-requests-pages.ts';
import { createReads } from './open-requests-reads.ts';
import { createState } from './open-requests-state.ts';
import type { DonorFacts, OpenRequestsQueries } from './open-requests.repository.ts';
import { LOCATION_SETTLES_AFTER_MS } from './donor-reach.ts';
import type { RequestFilters } from './request-list.repository.ts';

/*
 * Each process's view of the open requests with a place, their answers and alerts, and the donors who asked
 * lately, so a donor's list is answered without a query (docs/decisions/0032-open-requests-view.md). The database
 * announces every change by id (migration 0012) on a channel this view listens to; a changed request is read
 * again, a changed donor forgotten. Until those reads are done, before the first load, and while the listening
 * connection is down or has not proven alive lately (open-requests-link.ts), `listForDonor` answers null and the
 * caller reads the database as before.
 */

export type { Listen } from './open-requests-link.ts';

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

/** The facts of the donors who asked lately, read on a donor's first list and forgotten when heard changed. */
function createDonorCache(queries: OpenRequestsQueries, max: number) {
  const donors = new Map<string, DonorFacts>();
  /** Bumped by every donor notice: a donor read that overlapped one is not kept. */
  let notices = 0;
  return {
    async facts(donorId: string): Promise<DonorFacts | undefined> {
      const known = donors.get(donorId);
      if (known) return known;
      const before = notices;
      const facts = await queries.donorFacts(donorId);
      if (!facts || notices !== before) return undefined;
      if (donors.size >= max) donors.delete(donors.keys().next().value!);
      donors.set(donorId, facts);
      return facts;
    },
    forget(donorId: string) {
      notices += 1;
      donors.delete(donorId);
    },
    clear: () => donors.clear(),
  };
}

export function createOpenRequestsView(options: OpenRequestsViewOptions) {
  const { queries, log } = options;
  const state = createState();
  const donors = createDonorCache(queries, options.maxDonors ?? MAX_DONORS);
  const pages = createPageMemo<ReturnType<typeof donorPage>>(MAX_PAGES);
  const reads = createReads({
    queries,
    state,
    log,
    linked: () => link.up(),
    onReload: () => donors.clear(),
    onRead: () => pages.clear(),
  });
  const link = createListenLink({
    listen: options.listen,
    log,
    onNotice: heard,
    onUp: reads.reload,
    onDown: reads.unload,
  });

  // The link must also be alive now: a heartbeat overdue means notices may be going unheard.
  const current = () => reads.current() && link.up();

  /** A notice from the database (or from this process's own write, right after its commit). */
  function heard(text: string) {
    const [kind, id] = text.split(' ');
    if (!id) return;
    if (kind === 'r') reads.stale.requests.add(id);
    else if (kind === 'd' || kind === 'u') {
      donors.forget(id);
      pages.clear();
      if (kind === 'u') reads.stale.patients.add(id);
    }
    // Only notices that wait for a read count towards a burst (a donor's is forgotten, not read).
    if (kind === 'r' || kind === 'u') reads.stale.noted(Date.now());
    void reads.catchUp();
  }

  return {
    /** Listens, then loads: nothing committed between the two is missed. */
    async start() {
      reads.start();
      await link.start(await queries.channel());
    },
    async stop() {
      reads.stop();
      await link.stop();
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
      const donor = await donors.facts(donorId);
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
