import type { Profile } from '@raktsetu/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { SettingsPage } from '../../src/features/settings/components/settings-page.tsx';
import { forgetPushOnThisDevice } from '../../src/features/settings/hooks/use-push-device.ts';
import { donorProfile, patientProfile, signIn } from '../support/fixtures.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

const renderSettings = () =>
  renderPage(
    [
      {
        path: '/app/settings',
        element: (
          <ProtectedRoute>
            <SettingsPage />
          </ProtectedRoute>
        ),
      },
    ],
    '/app/settings',
  );

/** A 65-byte key in URL-safe base64, as the server's VAPID public key is. */
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const SUBSCRIPTION_JSON = {
  endpoint: ENDPOINT,
  expirationTime: null,
  keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) },
};

/**
 * A browser with the Push API: Notification permission as given (and what the prompt answers), a service worker
 * registration whose push manager holds at most one subscription.
 */
function fakePushBrowser(permission: NotificationPermission, prompt: NotificationPermission = 'granted') {
  let current: PushSubscription | null = null;
  const subscribeCalls: PushSubscriptionOptionsInit[] = [];
  const makeSubscription = (options: PushSubscriptionOptionsInit) =>
    ({
      endpoint: ENDPOINT,
      options: { applicationServerKey: (options.applicationServerKey as Uint8Array).buffer },
      toJSON: () => SUBSCRIPTION_JSON,
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    }) as unknown as PushSubscription;
  const registration = {
    pushManager: {
      getSubscription: async () => current,
      subscribe: async (options: PushSubscriptionOptionsInit) => {
        subscribeCalls.push(options);
        current = makeSubscription(options);
        return current;
      },
    },
  };
  const notification = Object.assign(function Notification() {}, {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = prompt;
      return prompt;
    }),
  });
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { subscribeCalls, notification, current: () => current };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const deviceCard = async () =>
  (await screen.findByRole('heading', { name: 'Notifications on this device' })).closest('section')!;

describe('settings: notifications on this device', () => {
  it('says plainly when the browser cannot do push, and offers no button', async () => {
    signIn(donorProfile());
    renderSettings();
    const card = await deviceCard();
    expect(card).toHaveTextContent('This browser cannot show notifications from RaktSetu');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says how to unblock notifications when the person blocked them', async () => {
    fakePushBrowser('denied');
    signIn(donorProfile());
    renderSettings();
    const card = await deviceCard();
    expect(card).toHaveTextContent('Notifications are blocked for RaktSetu in this browser');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a donor turns push on: asks permission, subscribes with the server key, saves the subscription, then off again', async () => {
    const browser = fakePushBrowser('default');
    signIn(donorProfile());
    const saved: unknown[] = [];
    const removed: string[] = [];
    server.use(
      http.get(api('/push/public-key'), () => HttpResponse.json(success({ public_key: PUBLIC_KEY }))),
      http.post(api('/push/subscriptions'), async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json(success({ subscribed: true, devices: 1 }, 'Notifications are on for this device.'));
      }),
      http.delete(api('/push/subscriptions'), ({ request }) => {
        removed.push(new URL(request.url).searchParams.get('endpoint') ?? '');
        return HttpResponse.json(success({ subscribed: false, devices: 0 }));
      }),
    );
    const { user } = renderSettings();
    const card = await deviceCard();
    expect(await within(card).findByTestId('push-device-state')).toHaveTextContent('Off for this device.');

    await user.click(within(card).getByRole('button', { name: 'Turn on notifications' }));
    expect(await within(card).findByTestId('push-device-result')).toHaveTextContent('Notifications are on.');
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribeCalls).toHaveLength(1);
    expect(browser.subscribeCalls[0]!.userVisibleOnly).toBe(true);
    expect((browser.subscribeCalls[0]!.applicationServerKey as Uint8Array).byteLength).toBe(65);
    expect(saved).toEqual([SUBSCRIPTION_JSON]);
    expect(within(card).getByTestId('push-device-state')).toHaveTextContent('On for this device.');

    await user.click(within(card).getByRole('button', { name: 'Turn off notifications' }));
    expect(await within(card).findByTestId('push-device-result')).toHaveTextContent(
      'Notifications are off for this device.',
    );
    expect(removed).toEqual([ENDPOINT]);
    expect(browser.current()).toBeNull();
  });

  it('shows a device already subscribed as on, asking the server whether it has it', async () => {
    const browser = fakePushBrowser('granted');
    await navigator.serviceWorker.ready.then((r) =>
      r.pushManager.subscribe({ applicationServerKey: new Uint8Array(65) }),
    );
    expect(browser.current()).not.toBeNull();
    signIn(patientProfile());
    const asked: string[] = [];
    server.use(
      http.get(api('/push/subscriptions/status'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('endpoint') ?? '');
        return HttpResponse.json(success({ subscribed: true, devices: 2 }));
      }),
    );
    renderSettings();
    const card = await deviceCard();
    expect(await within(card).findByTestId('push-device-state')).toHaveTextContent('On for this device.');
    expect(asked).toEqual([ENDPOINT]);
  });

  it('says what to do when the permission prompt was closed without a choice, and saves nothing', async () => {
    fakePushBrowser('default', 'default');
    signIn(donorProfile());
    const { user } = renderSettings();
    const card = await deviceCard();
    await user.click(await within(card).findByRole('button', { name: 'Turn on notifications' }));
    expect(await within(card).findByTestId('push-device-result')).toHaveTextContent(
      'Notifications were not allowed. Press the button again and choose Allow.',
    );
  });
});

describe('signing out', () => {
  it('removes this device’s subscription on the server and in the browser', async () => {
    const browser = fakePushBrowser('granted');
    await navigator.serviceWorker.ready.then((r) =>
      r.pushManager.subscribe({ applicationServerKey: new Uint8Array(65) }),
    );
    signIn(donorProfile());
    const removed: string[] = [];
    server.use(
      http.delete(api('/push/subscriptions'), ({ request }) => {
        removed.push(new URL(request.url).searchParams.get('endpoint') ?? '');
        return HttpResponse.json(success({ subscribed: false, devices: 0 }));
      }),
    );
    await forgetPushOnThisDevice();
    expect(removed).toEqual([ENDPOINT]);
    expect(browser.current()).toBeNull();
  });

  it('goes on quietly when this browser has no push', async () => {
    await expect(forgetPushOnThisDevice()).resolves.toBeUndefined();
  });
});

describe('settings: quiet hours', () => {
  const quietCard = async () => (await screen.findByRole('heading', { name: 'Quiet hours' })).closest('section')!;

  it('shows 22:00–07:00 by default, says SOS still comes, and saves new times as minutes after midnight', async () => {
    const profile = donorProfile();
    signIn(profile);
    const sent: unknown[] = [];
    server.use(
      http.put(api('/auth/profile'), async ({ request }) => {
        const body = (await request.json()) as Partial<Profile>;
        sent.push(body);
        return HttpResponse.json(success({ ...profile, ...body }, 'Profile updated successfully!'));
      }),
    );
    const { user } = renderSettings();
    const card = await quietCard();
    expect(card).toHaveTextContent('SOS alerts always come at once, even during quiet hours');
    const from = within(card).getByLabelText(/From/);
    const to = within(card).getByLabelText(/To/);
    expect(from).toHaveValue('22:00');
    expect(to).toHaveValue('07:00');

    await user.clear(from);
    await user.type(from, '23:30');
    await user.clear(to);
    await user.type(to, '06:15');
    await user.click(within(card).getByRole('button', { name: 'Save quiet hours' }));
    expect(await within(card).findByTestId('quiet-hours-result')).toHaveTextContent('Your quiet hours are saved.');
    expect(sent).toEqual([
      { quiet_hours_enabled: true, quiet_hours_start: 23 * 60 + 30, quiet_hours_end: 6 * 60 + 15 },
    ]);
  });

  it('turns quiet hours off, and shows the server’s refusal in its own words', async () => {
    signIn(patientProfile());
    const sent: unknown[] = [];
    server.use(
      http.put(api('/auth/profile'), async ({ request }) => {
        sent.push(await request.json());
        return failure(400, 'VALIDATION_ERROR', 'Quiet hours end must be a time of day');
      }),
    );
    const { user } = renderSettings();
    const card = await quietCard();
    await user.click(within(card).getByRole('switch', { name: 'Quiet hours' }));
    await user.click(within(card).getByRole('button', { name: 'Save quiet hours' }));
    expect(await within(card).findByTestId('quiet-hours-result')).toHaveTextContent(
      'Quiet hours end must be a time of day',
    );
    expect(sent).toEqual([{ quiet_hours_enabled: false, quiet_hours_start: 1320, quiet_hours_end: 420 }]);
  });

  it('refuses the same start and end before saving', async () => {
    signIn(donorProfile());
    const { user } = renderSettings();
    const card = await quietCard();
    const to = within(card).getByLabelText(/To/);
    await user.clear(to);
    await user.type(to, '22:00');
    expect(card).toHaveTextContent('The start and end must be different times.');
    expect(within(card).getByRole('button', { name: 'Save quiet hours' })).toBeDisabled();
  });
});
