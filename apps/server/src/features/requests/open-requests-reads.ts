import type { FastifyBaseLogger } from 'fastify';
import type { OpenRequestsQueries, RequestScope } from './open-requests.repository.ts';
import type { OpenRequestsState } from './open-requests-state.ts';

/*
 * The open requests view's reads of the database (docs/decisions/0032-open-requests-view.md): the whole view at
 * start and after a reconnect, retried with a backoff when it fails; and the catch-up reads of what was heard
 * changed: a lone change at once (at most every READ_GAP_MS), a burst once it settles (CATCH_UP).
 */

/** ms between two catch-up reads. */
const READ_GAP_MS = 200;
/**
 * A notice heard within QUIET_MS of the one before is part of a burst (an SOS fan-out's batches come 100–300 ms
 * apart): the catch-up read then waits until no notice came for QUIET_MS, at most MAX_WAIT_MS after the first
 * notice waiting. Each read of a burst would be outdated by the next batch before any list could use it, and it
 * reads the request's whole growing set of alerts (docs/decisions/0032-open-requests-view.md, "Figures").
 */
export const CATCH_UP = { quietMs: 300, maxWaitMs: 2_000 };
/** ms before the first retry of a failed whole load, doubled at each failure up to the second. */
const RETRY_MS = { first: 1_000, max: 30_000 };

interface ReadsOptions {
  queries: OpenRequestsQueries;
  state: OpenRequestsState;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The listening link is up: only then is a finished load current. */
  linked: () => boolean;
  /** Everything kept beside the state (donors, pages) is forgotten: a whole load begins. */
  onReload: () => void;
  /** The state changed: pages worked out from it are forgotten. */
  onRead: () => void;
}

/** What is open now of the requests heard changed and of the patients' requests (known or new), with their ties. */
async function readChanged(
  queries: OpenRequestsQueries,
  state: OpenRequestsState,
  { ids, patients }: { ids: Set<string>; patients: Set<string> },
) {
  const scopes: RequestScope[] = [];
  if (ids.size > 0) scopes.push({ ids: [...ids] });
  for (const patientId of patients) scopes.push({ patientId });
  const rows = (await Promise.all(scopes.map((s) => queries.openRequests(s)))).flat();
  const all = new Set([...ids, ...[...patients].flatMap(state.patientsRequests), ...rows.map((r) => r.request_id)]);
  const [answers, alerts] = await Promise.all([queries.answers([...all]), queries.alerts([...all])]);
  return { all, rows, answers, alerts };
}

const pause = async (ms: number) => {
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms).unref());
};

/** Every open request with a place, and the ties of all of them. */
const readAll = (queries: OpenRequestsQueries) =>
  Promise.all([queries.openRequests({ all: true }), queries.answers(undefined), queries.alerts(undefined)]);

/** Requests and patients heard changed and not read again yet, and when notices came (ms). */
function createStale() {
  const requests = new Set<string>();
  const patients = new Set<string>();
  const heard = { last: -Infinity, before: -Infinity, firstWaiting: -Infinity };
  return {
    requests,
    patients,
    empty: () => requests.size === 0 && patients.size === 0,
    /** A notice came now (called after marking what it names). */
    noted(now: number) {
      if (heard.firstWaiting === -Infinity) heard.firstWaiting = now;
      heard.before = heard.last;
      heard.last = now;
    },
    /** When the next catch-up read may begin, by CATCH_UP, given the last read ended at `lastRead`. */
    dueAt(lastRead: number): number {
      const due = lastRead + READ_GAP_MS;
      if (heard.last - heard.before >= CATCH_UP.quietMs) return due;
      return Math.max(due, Math.min(heard.last + CATCH_UP.quietMs, heard.firstWaiting + CATCH_UP.maxWaitMs));
    },
    /** What is waiting, which is then no longer waiting. */
    take() {
      const taken = { ids: new Set(requests), patients: new Set(patients) };
      requests.clear();
      patients.clear();
      heard.firstWaiting = -Infinity;
      return taken;
    },
  };
}

/** Waits until the next catch-up read is due, asking again after each pause (notices move it); false if stopped. */
async function whenDue(stale: ReturnType<typeof createStale>, lastRead: number, stopped: () => boolean) {
  for (let wait = stale.dueAt(lastRead) - Date.now(); wait > 0; wait = stale.dueAt(lastRead) - Date.now()) {
    await pause(wait);
    if (stopped()) return false;
  }
  return !stopped();
}

/** ms to wait before retrying after `failures` failed loads in a row (1 s doubling, at most 30 s). */
export const retryDelay = (failures: number) =>
  Math.min(RETRY_MS.max, RETRY_MS.first * 2 ** Math.min(Math.max(failures - 1, 0), 5));

export function createReads(options: ReadsOptions) {
  const { queries, state, log } = options;
  const stale = createStale();
  let loaded = false;
  let reading = false;
  let stopped = false;
  /** Bumped by every whole load: a read begun before one is not kept over it. */
  let epoch = 0;
  /** When the last catch-up read ended (ms). */
  let lastRead = 0;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  /** Reads again what was heard changed, until nothing is left (notices heard meanwhile go round again). */
  async function catchUp() {
    if (reading || !loaded) return;
    reading = true;
    try {
      while (!stale.empty()) {
        // A burst of changes (an SOS fan-out's batches) is read once it has settled (CATCH_UP): the list reads
        // the database meanwhile. Notices heard during the pause move the time on, so it is asked again.
        if (!(await whenDue(stale, lastRead, () => stopped))) return;
        // The link went down or a whole load began during the wait: what is waiting is read by that load's own
        // catch-up, once it is done; a read begun now could finish first and be put under the load's older rows.
        if (!loaded) return;
        const began = epoch;
        const read = await readChanged(queries, state, stale.take());
        // A read begun before a whole load is not kept over it.
        if (epoch === began) {
          state.put(read.all, read.rows, read.answers, read.alerts);
          options.onRead();
        }
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

  /** The whole view from the database (at start, after the listening connection came back, after a failed read). */
  async function reload() {
    clearTimeout(retry);
    if (stopped) return;
    loaded = false;
    epoch += 1;
    const began = epoch;
    stale.take();
    options.onReload();
    try {
      const [rows, answers, alerts] = await readAll(queries);
      if (epoch !== began) return;
      state.clear();
      state.put([], rows, answers, alerts);
      options.onRead();
      failures = 0;
      loaded = options.linked();
      void catchUp();
    } catch (err) {
      if (epoch !== began || stopped) return;
      failures += 1;
      const delay = retryDelay(failures);
      log.warn({ err, retryInMs: delay }, 'open requests view: load failed, reading the database meanwhile');
      retry = setTimeout(() => void reload(), delay);
      retry.unref();
    }
  }

  return {
    stale,
    reload,
    catchUp,
    /** Loaded, and nothing heard changed is waiting to be read. */
    current: () => loaded && !reading && stale.empty(),
    /** The listening link went down: nothing is current until the next whole load. */
    unload() {
      loaded = false;
    },
    start() {
      stopped = false;
    },
    stop() {
      stopped = true;
      loaded = false;
      epoch += 1;
      clearTimeout(retry);
    },
  };
}
