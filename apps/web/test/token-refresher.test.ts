import { describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from '../src/lib/api-client.ts';
import {
  REFRESH_MARGIN_MS,
  createTokenRefresher,
  isNoAnswer,
  refreshDelayMs,
} from '../src/lib/auth/token-refresher.ts';
import type { StoredTokens } from '../src/lib/token-storage.ts';
import { deferred, memoryTokenStore, sharedLocks } from './support/tokens.ts';

const first: StoredTokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const second: StoredTokens = { accessToken: 'access-2', refreshToken: 'refresh-2' };
const third: StoredTokens = { accessToken: 'access-3', refreshToken: 'refresh-3' };

function refresherOver(
  store: ReturnType<typeof memoryTokenStore>,
  exchange: (token: string) => Promise<StoredTokens | null>,
  locks: ReturnType<typeof sharedLocks> | null = null,
) {
  return createTokenRefresher({ exchange, read: store.read, write: store.write, clear: store.clear, locks });
}

describe('refreshDelayMs', () => {
  it('refreshes one minute before the access token expires', () => {
    expect(REFRESH_MARGIN_MS).toBe(60_000);
    expect(refreshDelayMs(1_000_000, 100_000)).toBe(1_000_000 - 60_000 - 100_000);
  });

  it('refreshes at once when less than a minute is left or the token already expired', () => {
    expect(refreshDelayMs(130_000, 100_000)).toBe(0);
    expect(refreshDelayMs(50_000, 100_000)).toBe(0);
  });
});

describe('isNoAnswer', () => {
  it('is true only for failures where no HTTP answer arrived', () => {
    expect(isNoAnswer(new ApiError(0, CLIENT_ERROR_CODES.NETWORK_ERROR, 'x'))).toBe(true);
    expect(isNoAnswer(new ApiError(0, CLIENT_ERROR_CODES.TIMEOUT, 'x'))).toBe(true);
    expect(isNoAnswer(new ApiError(401, 'UNAUTHORIZED', 'x'))).toBe(false);
    expect(isNoAnswer(new Error('x'))).toBe(false);
  });
});

describe('createTokenRefresher', () => {
  it('exchanges the stored refresh token and stores the new pair', async () => {
    const store = memoryTokenStore(first);
    const exchange = vi.fn(async () => second);
    const outcome = await refresherOver(store, exchange).refresh('access-1');
    expect(exchange).toHaveBeenCalledExactlyOnceWith('refresh-1');
    expect(outcome).toEqual({ kind: 'refreshed', tokens: second });
    expect(store.read()).toEqual(second);
  });

  it('keeps one refresh in flight: concurrent callers share it and the refresh token is sent once', async () => {
    const store = memoryTokenStore(first);
    const answer = deferred<StoredTokens | null>();
    const exchange = vi.fn(() => answer.promise);
    const refresher = refresherOver(store, exchange);

    const calls = [refresher.refresh('access-1'), refresher.refresh('access-1'), refresher.refresh('access-1')];
    answer.resolve(second);
    const outcomes = await Promise.all(calls);

    expect(exchange).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([
      { kind: 'refreshed', tokens: second },
      { kind: 'refreshed', tokens: second },
      { kind: 'refreshed', tokens: second },
    ]);
  });

  it('does not refresh when the stored token is already newer than the one the caller found stale', async () => {
    const store = memoryTokenStore(second);
    const exchange = vi.fn(async () => third);
    const outcome = await refresherOver(store, exchange).refresh('access-1');
    expect(exchange).not.toHaveBeenCalled();
    expect(outcome).toEqual({ kind: 'refreshed', tokens: second });
  });

  it('across tabs: the second tab waits for the lock, reads storage again and uses the first tab’s result', async () => {
    const store = memoryTokenStore(first);
    const locks = sharedLocks();
    const answer = deferred<StoredTokens | null>();
    const tabA = vi.fn(() => answer.promise);
    const tabB = vi.fn(async () => third);
    const refresherA = refresherOver(store, tabA, locks);
    const refresherB = refresherOver(store, tabB, locks);

    const a = refresherA.refresh('access-1');
    const b = refresherB.refresh('access-1');
    await Promise.resolve();
    answer.resolve(second);

    expect(await a).toEqual({ kind: 'refreshed', tokens: second });
    expect(await b).toEqual({ kind: 'refreshed', tokens: second });
    expect(tabA).toHaveBeenCalledTimes(1);
    expect(tabB).not.toHaveBeenCalled();
    expect(store.read()).toEqual(second);
  });

  it('without Web Locks two tabs would both send the same refresh token (why the lock matters)', async () => {
    const store = memoryTokenStore(first);
    const answer = deferred<StoredTokens | null>();
    const tabA = vi.fn(() => answer.promise);
    const tabB = vi.fn(async () => third);
    const a = refresherOver(store, tabA).refresh('access-1');
    const b = refresherOver(store, tabB).refresh('access-1');
    answer.resolve(second);
    await Promise.all([a, b]);
    expect(tabA).toHaveBeenCalledWith('refresh-1');
    expect(tabB).toHaveBeenCalledWith('refresh-1');
  });

  it('clears the session when the server refuses the refresh token', async () => {
    const store = memoryTokenStore(first);
    const exchange = vi.fn(async () => {
      throw new ApiError(401, 'UNAUTHORIZED', 'Your session has expired. Please sign in again.');
    });
    expect(await refresherOver(store, exchange).refresh('access-1')).toEqual({ kind: 'rejected' });
    expect(store.read()).toBeNull();
  });

  it('keeps the tokens when no answer arrived (offline)', async () => {
    const store = memoryTokenStore(first);
    const exchange = vi.fn(async () => {
      throw new ApiError(0, CLIENT_ERROR_CODES.NETWORK_ERROR, 'Network request failed');
    });
    expect(await refresherOver(store, exchange).refresh('access-1')).toEqual({ kind: 'unavailable' });
    expect(store.read()).toEqual(first);
  });

  it('does not clear a new sign-in made while a refused refresh was in flight', async () => {
    const store = memoryTokenStore(first);
    const answer = deferred<StoredTokens | null>();
    const refresher = refresherOver(store, () => answer.promise);
    const pending = refresher.refresh('access-1');
    store.setFromOtherTab(third);
    answer.resolve(null);
    expect(await pending).toEqual({ kind: 'rejected' });
    expect(store.read()).toEqual(third);
  });

  it('reports no session when nothing is stored', async () => {
    const exchange = vi.fn(async () => second);
    expect(await refresherOver(memoryTokenStore(null), exchange).refresh('access-1')).toEqual({
      kind: 'no-session',
    });
    expect(exchange).not.toHaveBeenCalled();
  });

  it('a caller whose stale token is the one a call in flight returns refreshes again after it', async () => {
    const store = memoryTokenStore(first);
    const answers = [deferred<StoredTokens | null>(), deferred<StoredTokens | null>()];
    let call = 0;
    const exchange = vi.fn(() => answers[call++]!.promise);
    const refresher = refresherOver(store, exchange);

    const early = refresher.refresh('access-1');
    // This caller already had access-2 refused (e.g. it expired while the first refresh was under way).
    const late = refresher.refresh('access-2');
    answers[0]!.resolve(second);
    expect(await early).toEqual({ kind: 'refreshed', tokens: second });
    await vi.waitFor(() => expect(exchange).toHaveBeenCalledTimes(2));
    answers[1]!.resolve(third);
    expect(await late).toEqual({ kind: 'refreshed', tokens: third });
    expect(exchange.mock.calls).toEqual([['refresh-1'], ['refresh-2']]);
  });
});
