import { useCallback, useEffect, useState } from 'react';
import { deletePushSubscription, fetchPushPublicKey, fetchPushStatus, savePushSubscription } from '../api/push-api.ts';

/**
 * Where this device stands with push:
 * - unsupported: the browser has no service worker, Push API or notifications (e.g. Safari outside the home screen);
 * - no-worker: the service worker did not become ready in time (offline first visit, development server);
 * - denied: the person blocked notifications for the site; only the browser's settings can undo it;
 * - checking / on / off.
 */
export type PushDeviceState = 'unsupported' | 'no-worker' | 'denied' | 'checking' | 'on' | 'off';

/** ms to wait for the service worker (the app shell registers it) before saying it is not ready. */
const WORKER_READY_MS = 8_000;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WORKER_READY_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The VAPID key as the Push API takes it: the bytes of its URL-safe base64. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((v, i) => v === b[i]);
}

/**
 * This device's push: reads where it stands, turns it on (asks the browser's permission, subscribes with the
 * server's key, saves the subscription) and off (removes it on the server and in the browser). `enable` resolves
 * to 'dismissed' when the person closed the permission prompt without choosing.
 */
export function usePushDevice() {
  const [state, setState] = useState<PushDeviceState>(() => initialState());

  useEffect(() => {
    if (state !== 'checking') return;
    let cancelled = false;
    void (async () => {
      const next = await currentState().catch((): PushDeviceState => 'off');
      if (!cancelled) setState(next);
    })();
    return () => {
      cancelled = true;
    };
  }, [state]);

  const enable = useCallback(async (): Promise<'on' | 'denied' | 'dismissed' | 'no-worker'> => {
    const permission = await Notification.requestPermission();
    if (permission === 'denied') {
      setState('denied');
      return 'denied';
    }
    if (permission !== 'granted') return 'dismissed';
    const registration = await workerRegistration();
    if (!registration) {
      setState('no-worker');
      return 'no-worker';
    }
    const key = applicationServerKey(await fetchPushPublicKey());
    let subscription = await registration.pushManager.getSubscription();
    // Made with another server key (the site's keys changed): the push service would refuse our pushes.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    await savePushSubscription(subscription.toJSON());
    setState('on');
    return 'on';
  }, []);

  const disable = useCallback(async (): Promise<void> => {
    const registration = await workerRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      await deletePushSubscription(subscription.endpoint);
      await subscription.unsubscribe();
    }
    setState('off');
  }, []);

  return { state, enable, disable };
}

/** ms sign-out waits for the browser's push state; it never holds signing out for long. */
const SIGN_OUT_WAIT_MS = 3_000;

/**
 * On sign-out: this browser stops receiving the person's push, so a shared or handed-on phone never shows the last
 * user's notices. Removed on the server first (it needs the session), then in the browser; nothing here ever
 * stops the sign-out.
 */
export async function forgetPushOnThisDevice(): Promise<void> {
  if (!pushSupported()) return;
  try {
    const registration = await Promise.race([
      navigator.serviceWorker.getRegistration(),
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), SIGN_OUT_WAIT_MS)),
    ]);
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await deletePushSubscription(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // The browser's push state could not be read: signing out goes on.
  }
}

function initialState(): PushDeviceState {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return 'checking';
}

/** On only when this browser has a subscription and the server has it for the signed-in person. */
async function currentState(): Promise<PushDeviceState> {
  const registration = await workerRegistration();
  if (!registration) return 'no-worker';
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  const status = await fetchPushStatus(subscription.endpoint);
  return status.subscribed ? 'on' : 'off';
}
