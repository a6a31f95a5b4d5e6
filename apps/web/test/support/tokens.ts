import type { StoredTokens } from '../../src/lib/token-storage.ts';

function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given payload (the web app only reads payloads). */
export function jwt(payload: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

/** An access token for `sub` issued at `issuedAtMs`, living 15 minutes like the server's. */
export function accessToken(sub: string, issuedAtMs: number, userType = 'Patient', lifetimeS = 900): string {
  const iat = Math.floor(issuedAtMs / 1000);
  return jwt({ sub, user_type: userType, sid: 's', iat, exp: iat + lifetimeS });
}

/** An in-memory token store with change listeners, like token-storage.ts over localStorage. */
export function memoryTokenStore(initial: StoredTokens | null = null) {
  let tokens = initial;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    read: () => tokens,
    write: (next: StoredTokens) => {
      tokens = next;
      notify();
    },
    clear: () => {
      tokens = null;
      notify();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** A change made by another tab: storage changes and listeners hear of it. */
    setFromOtherTab: (next: StoredTokens | null) => {
      tokens = next;
      notify();
    },
  };
}

/** A Web Locks stand-in shared by several "tabs": callbacks for one name run one after another. */
export function sharedLocks() {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = queues.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** A promise with its resolve and reject exposed. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
