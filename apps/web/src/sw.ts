/// <reference lib="webworker" />
/**
 * The service worker (docs/decisions/0025-installable-app.md). It keeps the app shell — the built pages' code,
 * styles and icons, and fonts and the map once used — so the app opens with no connection, answers every page address with index.html
 * (the client router decides), and leaves /api to the network: signed-in answers are never stored here (what the
 * offline screens show is kept by the app itself, src/lib/offline). It also shows push notices and opens the
 * page a notice points to. A new version waits until the person chooses "Reload" (the SKIP_WAITING message).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { noticeTarget } from './lib/offline/notice-url.ts';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Only reached on the first install (later versions wait for SKIP_WAITING): take the open page at once, so it
// works offline without a second visit.
clientsClaim();

// Pages the server itself renders are never answered with the app: the API (and its reference at /api/docs) and
// the development mailbox (/dev/mailbox, outside production).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(?:\/|$)/, /^\/dev(?:\/|$)/],
  }),
);

// Build files left out of the precache (fonts, the map's code) are hashed and never change: kept the first time a
// page uses them, so a Hindi reader's Devanagari font works offline without every reader downloading it up front.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'assets' }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** What the server's push sender puts in a push message (its JSON body). */
interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
  urgency?: string;
}

/** Where a notice opens when its address is missing or not one of ours. */
const FALLBACK_URL = '/app/notifications';

function readPayload(data: PushMessageData | null): PushPayload | null {
  try {
    const value: unknown = data?.json();
    if (!value || typeof value !== 'object') return null;
    const { title, body, url, tag, urgency } = value as Record<string, unknown>;
    if (typeof title !== 'string' || typeof body !== 'string') return null;
    return {
      title,
      body,
      // Only a page of this app, resolved as it will be opened ("/\\evil.example" is another site).
      url: noticeTarget(url, self.location.origin, FALLBACK_URL),
      tag: typeof tag === 'string' ? tag : undefined,
      urgency: typeof urgency === 'string' ? urgency : undefined,
    };
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  if (!payload) return;
  // The server marks SOS pushes urgency 'high' (PushPayload in packages/shared/src/contracts/push.ts).
  const sos = payload.urgency === 'high' || payload.urgency?.toUpperCase() === 'SOS';
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url },
      // An SOS stays on screen until the donor acts on it.
      requireInteraction: sos,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const target = noticeTarget(data?.url, self.location.origin, FALLBACK_URL);
  event.waitUntil(openOrFocus(target));
});

/** Focuses a tab already on the address, or any tab of the app sent there, or opens a new one. */
async function openOrFocus(target: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === target);
  if (same) {
    await same.focus();
    return;
  }
  const any = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (any) {
    await any.focus();
    await any.navigate(target);
    return;
  }
  await self.clients.openWindow(target);
}
