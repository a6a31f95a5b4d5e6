import { afterEach, describe, expect, it, vi } from 'vitest';
import { donorPage, roundedKm } from '../../src/features/requests/open-requests-match.ts';
import { createPageMemo } from '../../src/features/requests/open-requests-pages.ts';
import type {
  DonorFacts,
  OpenRequestRow,
  OpenRequestsQueries,
} from '../../src/features/requests/open-requests.repository.ts';
import { CATCH_UP, retryDelay } from '../../src/features/requests/open-requests-reads.ts';
import { createOpenRequestsView, type Listen } from '../../src/features/requests/open-requests-view.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-27T10:00:00Z');
const PUNE = { latitude: 18.5204, longitude: 73.8567 };

function request(id: string, over: Partial<OpenRequestRow> = {}): OpenRequestRow {
  return {
    request_id: id,
    patient_id: 'patient',
    blood_group_id: 3,
    component_id: 1,
    units_required: 1,
    urgency: 'Urgent',
    status: 'Open',
    hospital_name: null,
    hospital_address: null,
    latitude: PUNE.latitude + 0.01,
    longitude: PUNE.longitude,
    notes: null,
    search_radius_km: 15,
    next_widen_at: null,
    created_at: new Date(NOW.getTime() - 60_000),
    blood_group: 'B+',
    component: 'Whole Blood',
    patient_name: 'Meera Desai',
    patient_phone: '9876543210',
    city: 'Pune',
    patient_is_bombay: false,
    ...over,
  };
}

const donor = (over: Partial<DonorFacts> = {}): DonorFacts => ({
  donor_id: 'donor',
  blood_group_id: 3,
  ...PUNE,
  is_bombay: false,
  is_available_for_sos: true,
  location_updated_at: null,
  sex: null,
  date_of_birth: null,
  weight_kg: null,
  hemoglobin_g_dl: null,
  last_donation_date: null,
  last_donation_component_id: null,
  full_name: 'Ravi Kumar',
  ...over,
});

const noTies = { answer: () => undefined, alerted: () => false };
const query = { filters: {}, radiusKm: 50, settledBefore: NOW.getTime() - DAY };

describe('the donor list rule in memory', () => {
  it('rounds km as numeric does: half away from zero on the decimal digits', () => {
    expect(roundedKm(1.005)).toBe(1.01);
    expect(roundedKm(2.675)).toBe(2.68);
    expect(roundedKm(0.004999)).toBe(0);
    expect(roundedKm(12.344999999999)).toBe(12.34);
    expect(roundedKm(0)).toBe(0);
    expect(roundedKm(1e-9)).toBe(0);
  });

  it('sorts nearest first, then newest, pages, and counts all', () => {
    const rows = [
      request('far', { latitude: PUNE.latitude + 0.1 }),
      request('near-old', { created_at: new Date(NOW.getTime() - 120_000) }),
      request('near-new'),
    ];
    const page = donorPage(rows, donor(), noTies, query, 2, 0);
    expect(page.rows.map((r) => r.request_id)).toEqual(['near-new', 'near-old']);
    expect(page.total).toBe(3);
    expect(donorPage(rows, donor(), noTies, query, 2, 2).rows.map((r) => r.request_id)).toEqual(['far']);
  });

  it('leaves out the incompatible, the Bombay patient for an ordinary donor, and those out of reach', () => {
    const rows = [
      request('a-plus', { blood_group_id: 1 }),
      request('bombay', { patient_is_bombay: true }),
      request('beyond-radius', { latitude: PUNE.latitude + 0.2 }),
      request('fine'),
    ];
    expect(donorPage(rows, donor(), noTies, query, 20, 0).rows.map((r) => r.request_id)).toEqual(['fine']);
    expect(donorPage(rows, donor({ is_bombay: true }), noTies, query, 20, 0).total).toBe(2);
  });

  it('keeps the alerted and the answered in reach of the box even when unavailable, and nearby drops the answered', () => {
    const rows = [request('alerted', { latitude: PUNE.latitude + 0.2 }), request('answered')];
    const ties = {
      answer: (id: string) => (id === 'answered' ? 'accept' : undefined),
      alerted: (id: string) => id === 'alerted',
    };
    const off = donor({ is_available_for_sos: false });
    expect(donorPage(rows, off, ties, query, 20, 0).rows.map((r) => [r.request_id, r.my_response])).toEqual([
      ['answered', 'accept'],
      ['alerted', null],
    ]);
    const nearby = { ...query, filters: { nearbyKm: 15 } };
    expect(donorPage(rows, off, ties, nearby, 20, 0).total).toBe(0);
  });

  it('a newly saved place reaches only requests made after it until it has settled', () => {
    const movedAt = new Date(NOW.getTime() - 60 * 60 * 1000);
    const rows = [
      request('before', { created_at: new Date(movedAt.getTime() - 1000) }),
      request('after', { created_at: NOW }),
    ];
    const moved = donor({ location_updated_at: movedAt });
    expect(donorPage(rows, moved, noTies, query, 20, 0).rows.map((r) => r.request_id)).toEqual(['after']);
    const later = { ...query, settledBefore: movedAt.getTime() };
    expect(donorPage(rows, moved, noTies, later, 20, 0).total).toBe(2);
  });
});

describe('the page memo', () => {
  it('keeps a page until its time, forgets all at once, and holds at most its size', () => {
    const memo = createPageMemo<string>(2);
    memo.set('a', 'A', 100);
    expect(memo.get('a', 99)).toBe('A');
    expect(memo.get('a', 100)).toBeUndefined();
    memo.set('a', 'A', Infinity);
    memo.set('b', 'B', Infinity);
    memo.set('c', 'C', Infinity);
    expect(memo.size()).toBe(2);
    expect(memo.get('a', 0)).toBeUndefined();
    memo.clear();
    expect(memo.get('c', 0)).toBeUndefined();
  });
});

/** Queries answered from arrays the test changes, with a gate to hold reads. */
function fakeDatabase() {
  const db = {
    requests: [request('r1')],
    alerts: [] as Array<{ request_id: string; donor_id: string }>,
    reads: 0,
    /** Reads of open requests still to fail. */
    failing: 0,
  };
  let gate: Promise<void> = Promise.resolve();
  const queries = {
    async openRequests(scope: { ids?: string[] }) {
      db.reads += 1;
      await gate;
      if (db.failing > 0) {
        db.failing -= 1;
        throw new Error('database unreachable');
      }
      return db.requests.filter((r) => !scope.ids || scope.ids.includes(r.request_id));
    },
    answers: async () => [],
    alerts: async () => db.alerts,
    donorFacts: async () => donor(),
    channel: async () => 'chan',
  } as unknown as OpenRequestsQueries;
  return {
    db,
    queries,
    hold() {
      let release!: () => void;
      gate = new Promise((r) => (release = r));
      return () => {
        gate = Promise.resolve();
        release();
      };
    },
  };
}

describe('the open requests view', () => {
  const ask = (view: ReturnType<typeof createOpenRequestsView>) => view.listForDonor('donor', 50, {}, 20, 0, NOW);

  it('answers null until loaded and while a heard change is being read, then the new page', async () => {
    const fake = fakeDatabase();
    let hear!: (text: string) => void;
    const view = createOpenRequestsView({
      queries: fake.queries,
      listen: async (_c, onNotice) => {
        hear = onNotice;
        return { close: async () => undefined };
      },
      log: { warn: () => undefined },
    });
    expect(await ask(view)).toBeNull();
    await view.start();
    expect((await ask(view))?.rows.map((r) => r.request_id)).toEqual(['r1']);

    const release = fake.hold();
    fake.db.requests.push(request('r2', { created_at: NOW }));
    hear('r r2');
    expect(view.isCurrent()).toBe(false);
    expect(await ask(view)).toBeNull();
    release();
    for (let i = 0; i < 100 && !view.isCurrent(); i++) await new Promise((r) => setTimeout(r, 5));
    expect((await ask(view))?.rows.map((r) => r.request_id)).toEqual(['r2', 'r1']);

    // Closed: a request read again and not found is gone (and the kept page with it).
    fake.db.requests = fake.db.requests.filter((r) => r.request_id !== 'r1');
    view.changed('r r1');
    for (let i = 0; i < 100 && !view.isCurrent(); i++) await new Promise((r) => setTimeout(r, 5));
    expect((await ask(view))?.rows.map((r) => r.request_id)).toEqual(['r2']);
    await view.stop();
    expect(await ask(view)).toBeNull();
  });
});

describe('the open requests view when things fail', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const ask = (view: ReturnType<typeof createOpenRequestsView>) => view.listForDonor('donor', 50, {}, 20, 0, NOW);
  const quietly = { warn: () => undefined };
  const listening: Listen = async () => ({ close: async () => undefined });

  it('waits 1 s before retrying a failed load, doubling up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('retries a failed first load with a backoff until it succeeds', async () => {
    vi.useFakeTimers();
    const fake = fakeDatabase();
    fake.db.failing = 2;
    const view = createOpenRequestsView({ queries: fake.queries, listen: listening, log: quietly });
    await view.start();
    expect(view.isCurrent()).toBe(false);
    expect(fake.db.reads).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fake.db.reads).toBe(2); // failed again: the next in 2 s
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fake.db.reads).toBe(2);
    expect(await ask(view)).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.db.reads).toBe(3);
    expect(view.isCurrent()).toBe(true);
    expect((await ask(view))?.rows.map((r) => r.request_id)).toEqual(['r1']);
    await view.stop();
  });

  it('reloads after a failed catch-up read, retrying while the database fails', async () => {
    vi.useFakeTimers();
    const fake = fakeDatabase();
    const view = createOpenRequestsView({ queries: fake.queries, listen: listening, log: quietly });
    await view.start();
    expect(view.isCurrent()).toBe(true);
    fake.db.failing = 2; // the catch-up read and the reload after it
    fake.db.requests.push(request('r2', { created_at: NOW }));
    view.changed('r r2');
    await vi.advanceTimersByTimeAsync(500);
    expect(view.isCurrent()).toBe(false);
    const reads = fake.db.reads;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fake.db.reads).toBe(reads + 1);
    expect(view.isCurrent()).toBe(true);
    expect((await ask(view))?.rows.map((r) => r.request_id)).toEqual(['r2', 'r1']);
    await view.stop();
  });

  it('stops retrying once stopped', async () => {
    vi.useFakeTimers();
    const fake = fakeDatabase();
    fake.db.failing = 100;
    const view = createOpenRequestsView({ queries: fake.queries, listen: listening, log: quietly });
    await view.start();
    await vi.advanceTimersByTimeAsync(3_000);
    const reads = fake.db.reads;
    expect(reads).toBe(3);
    await view.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fake.db.reads).toBe(reads);
  });

  it('closes a listening connection that opens after stop, and reads nothing for it', async () => {
    const fake = fakeDatabase();
    let open!: () => void;
    let closed = 0;
    const view = createOpenRequestsView({
      queries: fake.queries,
      listen: () =>
        new Promise((resolve) => {
          open = () => resolve({ close: async () => void (closed += 1) });
        }),
      log: quietly,
    });
    const started = view.start();
    for (let i = 0; i < 50 && !open; i++) await new Promise((r) => setTimeout(r, 1));
    await view.stop();
    open();
    await started;
    expect(closed).toBe(1);
    expect(fake.db.reads).toBe(0);
    expect(view.isCurrent()).toBe(false);
  });

  it('does not answer from memory while its listening connection has not proven alive lately', async () => {
    const fake = fakeDatabase();
    let alive = true;
    const view = createOpenRequestsView({
      queries: fake.queries,
      listen: async () => ({ close: async () => undefined, alive: () => alive }),
      log: quietly,
    });
    await view.start();
    expect(await ask(view)).not.toBeNull();
    alive = false;
    expect(view.isCurrent()).toBe(false);
    expect(await ask(view)).toBeNull();
    alive = true;
    expect(await ask(view)).not.toBeNull();
    await view.stop();
  });
});

describe('the open requests view in a burst of changes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  /** A loaded view on fake timers, and how many reads its load made. */
  const loadedView = async () => {
    vi.useFakeTimers();
    const fake = fakeDatabase();
    const listening: Listen = async () => ({ close: async () => undefined });
    const view = createOpenRequestsView({ queries: fake.queries, listen: listening, log: { warn: () => undefined } });
    await view.start();
    return { fake, view, loaded: fake.db.reads };
  };

  /** A loaded view that read a lone change at once, then heard a second one at once: a burst, read once settled. */
  const burstAfterARead = async () => {
    const loadedOne = await loadedView();
    loadedOne.view.changed('r r1');
    await vi.advanceTimersByTimeAsync(0);
    loadedOne.view.changed('r r1');
    return loadedOne;
  };

  it('reads a lone change at once, and a burst (an SOS fan-out’s batches) once it has settled', async () => {
    const { fake, view, loaded } = await loadedView();
    view.changed('r r1');
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.db.reads).toBe(loaded + 1);
    expect(view.isCurrent()).toBe(true);

    await vi.advanceTimersByTimeAsync(5_000);
    // Ten batches 100 ms apart: one read, QUIET after the last, and the list reads the database until then.
    for (let batch = 0; batch < 10; batch++) {
      view.changed('r r1');
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(fake.db.reads).toBe(loaded + 2); // the first batch came after a quiet spell: read at once
    expect(view.isCurrent()).toBe(false);
    await vi.advanceTimersByTimeAsync(CATCH_UP.quietMs - 100);
    expect(fake.db.reads).toBe(loaded + 3);
    expect(view.isCurrent()).toBe(true);
    await view.stop();
  });

  it('counts only notices that wait for a read: a donor forgotten meanwhile does not hold the read back', async () => {
    const { fake, view, loaded } = await burstAfterARead();
    for (let t = 0; t < CATCH_UP.quietMs; t += 100) {
      view.changed('d donor');
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(50);
    expect(fake.db.reads).toBe(loaded + 2);
    expect(view.isCurrent()).toBe(true);
    await view.stop();
  });

  it('reads nothing more once stopped while waiting for a burst to settle', async () => {
    const { fake, view, loaded } = await burstAfterARead();
    await view.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fake.db.reads).toBe(loaded + 1);
  });

  it('begins no catch-up read while a reconnect reloads the whole view; the load’s own catch-up reads it', async () => {
    vi.useFakeTimers();
    const fake = fakeDatabase();
    let lose = () => {};
    const listen: Listen = async (_channel, _onNotice, onLost) => {
      lose = () => onLost(new Error('connection lost'));
      return { close: async () => undefined };
    };
    const view = createOpenRequestsView({ queries: fake.queries, listen, log: { warn: () => undefined } });
    await view.start();
    view.changed('r r1');
    await vi.advanceTimersByTimeAsync(0);
    view.changed('r r1'); // a burst: the catch-up waits for it to settle
    lose();
    const release = fake.hold();
    // Notices keep the catch-up waiting through the reconnect (after 500 ms), whose whole load is held, until the
    // burst's 2 s bound ends the wait with notices waiting.
    let duringLoad = 0;
    // Every 70 ms: never at the very moment a timer is due, as on a real server.
    for (let t = 0; t < CATCH_UP.maxWaitMs + 1_000; t += 70) {
      if (t >= 600 && duringLoad === 0) duringLoad = fake.db.reads;
      view.changed('r r1');
      await vi.advanceTimersByTimeAsync(70);
    }
    expect(fake.db.reads).toBe(duringLoad);
    expect(view.isCurrent()).toBe(false);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fake.db.reads).toBe(duringLoad + 1);
    expect(view.isCurrent()).toBe(true);
    await view.stop();
  });

  it('reads a burst that never settles at least every MAX_WAIT', async () => {
    const { fake, view, loaded } = await loadedView();
    for (let t = 0; t < 3 * CATCH_UP.maxWaitMs; t += 100) {
      view.changed('r r1');
      await vi.advanceTimersByTimeAsync(100);
    }
    // The first at once, then one per MAX_WAIT of notices waiting (never one per notice).
    expect(fake.db.reads - loaded).toBeGreaterThanOrEqual(3);
    expect(fake.db.reads - loaded).toBeLessThanOrEqual(4);
    await view.stop();
  });
});
