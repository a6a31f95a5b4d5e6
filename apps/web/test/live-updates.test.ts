import { describe, expect, it, vi } from 'vitest';
import { notificationSchema, type Notification } from '@raktsetu/shared';
import { alertForUpdate, readLiveEvent, staleQueryKeys } from '../src/lib/live/live-updates.ts';
import { createStreamTokenRefresher } from '../src/lib/live/stream-token.ts';

const notification: Notification = {
  notification_id: '0b7f7a9e-4d0b-4d8e-9a57-1c1f4b0f3c11',
  kind: 'request_alert',
  status: 'Sent',
  title: 'SOS: B+ blood needed',
  message: '1 unit of B+ Whole Blood needed 3.0 km from you (Mumbai).',
  sent_at: '2026-03-10T12:00:00.000Z',
  read_at: null,
  request_id: '5d1c0a57-8f6a-4e0e-9a1b-2b0f8f4b2d22',
  blood_group: 'B+',
  component: 'Whole Blood',
  request_urgency: 'SOS',
  distance_km: 3,
};

describe('readLiveEvent', () => {
  it('reads notification and request events', () => {
    expect(readLiveEvent({ id: 1, type: 'notification', data: notification }, notificationSchema)).toEqual({
      type: 'notification',
      notification,
    });
    expect(
      readLiveEvent(
        { id: 2, type: 'request', data: { request_id: 'r1', status: 'In Progress', reason: 'accepted' } },
        notificationSchema,
      ),
    ).toEqual({ type: 'request', request_id: 'r1', status: 'In Progress', reason: 'accepted' });
  });

  it('ignores malformed and unknown events', () => {
    expect(readLiveEvent({ id: 3, type: 'notification', data: { title: 'x' } }, notificationSchema)).toBeNull();
    expect(readLiveEvent({ id: 4, type: 'request', data: { status: 'Open' } }, notificationSchema)).toBeNull();
    expect(readLiveEvent({ id: 5, type: 'request', data: 'text' }, notificationSchema)).toBeNull();
    expect(readLiveEvent({ id: 6, type: 'message', data: {} }, notificationSchema)).toBeNull();
  });
});

describe('staleQueryKeys', () => {
  it('a notification refreshes the notifications, the request lists and its request', () => {
    expect(staleQueryKeys({ type: 'notification', notification })).toEqual([
      ['notifications'],
      ['requests'],
      ['request', notification.request_id],
    ]);
    expect(staleQueryKeys({ type: 'notification', notification: { ...notification, request_id: null } })).toEqual([
      ['notifications'],
      ['requests'],
    ]);
  });

  it('a request change refreshes the lists and that request', () => {
    expect(staleQueryKeys({ type: 'request', request_id: 'r1', status: 'Cancelled', reason: 'cancelled' })).toEqual([
      ['requests'],
      ['request', 'r1'],
    ]);
  });
});

describe('alertForUpdate', () => {
  it('pops up a new notification with a link to its request; an SOS alert is urgent', () => {
    expect(alertForUpdate({ type: 'notification', notification }, '/app/notifications')).toEqual({
      id: notification.notification_id,
      title: 'SOS: B+ blood needed',
      message: notification.message,
      href: `/app/requests/${notification.request_id}`,
      urgent: true,
    });
    const accepted = { ...notification, kind: 'donor_accepted' as const, request_urgency: 'Urgent' };
    expect(alertForUpdate({ type: 'notification', notification: accepted }, '/app/requests')?.urgent).toBe(false);
  });

  it('stays quiet on the page of the request it is about, and for request events', () => {
    expect(
      alertForUpdate({ type: 'notification', notification }, `/app/requests/${notification.request_id}/`),
    ).toBeNull();
    expect(alertForUpdate({ type: 'request', request_id: 'r1', status: 'Open', reason: 'search' }, '/')).toBeNull();
  });
});

describe('createStreamTokenRefresher', () => {
  function store(initial: string | null) {
    let token = initial;
    const listeners = new Set<() => void>();
    return {
      get: () => token,
      set(next: string | null) {
        token = next;
        for (const listener of listeners) listener();
      },
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  }

  it('uses a token the session already renewed, without any call', async () => {
    const tokens = store('new');
    const nudge = vi.fn(async () => undefined);
    const refresh = createStreamTokenRefresher({ getAccessToken: tokens.get, subscribe: tokens.subscribe, nudge });
    await expect(refresh('old')).resolves.toBe('new');
    expect(nudge).not.toHaveBeenCalled();
  });

  it('makes one authenticated call so the API client refreshes an expired token', async () => {
    const tokens = store('old');
    const nudge = vi.fn(async () => tokens.set('fresh'));
    const refresh = createStreamTokenRefresher({ getAccessToken: tokens.get, subscribe: tokens.subscribe, nudge });
    await expect(refresh('old')).resolves.toBe('fresh');
    expect(nudge).toHaveBeenCalledTimes(1);
  });

  it('ends the stream (null) when the session is over', async () => {
    const signedOut = store(null);
    const refresh = createStreamTokenRefresher({
      getAccessToken: signedOut.get,
      subscribe: signedOut.subscribe,
      nudge: async () => undefined,
    });
    await expect(refresh('old')).resolves.toBeNull();

    const refused = store('old');
    const refreshRefused = createStreamTokenRefresher({
      getAccessToken: refused.get,
      subscribe: refused.subscribe,
      nudge: async () => {
        refused.set(null);
        throw new Error('401');
      },
    });
    await expect(refreshRefused('old')).resolves.toBeNull();
  });

  it('otherwise waits for the session to store a new token, and gives up after the wait', async () => {
    vi.useFakeTimers();
    try {
      const tokens = store('old');
      const refresh = createStreamTokenRefresher({
        getAccessToken: tokens.get,
        subscribe: tokens.subscribe,
        nudge: async () => undefined,
        waitMs: 1_000,
      });
      const waiting = refresh('old');
      await vi.advanceTimersByTimeAsync(500);
      tokens.set('renewed');
      await expect(waiting).resolves.toBe('renewed');

      const givingUp = refresh('renewed');
      await vi.advanceTimersByTimeAsync(1_000);
      await expect(givingUp).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
