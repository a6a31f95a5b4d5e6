import type { Notification } from '@raktsetu/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Link } from 'react-router';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationBell } from '../../src/features/notifications/components/notification-bell.tsx';
import { NotificationsPage } from '../../src/features/notifications/components/notifications-page.tsx';
import i18n, { setLanguage } from '../../src/i18n/index.ts';
import { REQUEST_ID, donorProfile, signIn } from '../support/fixtures.ts';
import { api, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

/**
 * A donor's alert for a request since fulfilled or cancelled keeps its title as sent, but says what is true now:
 * the request's status label, muted, with no SOS urgency, and a sentence for screen readers.
 */

function sosAlert(id: string, title: string, requestStatus: Notification['request_status']): Notification {
  return {
    notification_id: id,
    kind: 'request_alert',
    status: 'Sent',
    title,
    message: 'A patient 3 km from you needs Whole Blood.',
    sent_at: '2026-11-20T10:00:00.000Z',
    read_at: null,
    request_id: `${REQUEST_ID.slice(0, -1)}${id.slice(-1)}`,
    blood_group: 'B+',
    component: 'Whole Blood',
    request_urgency: 'SOS',
    distance_km: 3,
    ...(requestStatus === undefined ? {} : { request_status: requestStatus }),
  };
}

const NOTICES = [
  sosAlert('n-1', 'SOS still open', 'Open'),
  sosAlert('n-2', 'SOS since fulfilled', 'Fulfilled'),
  sosAlert('n-3', 'SOS since cancelled', 'Cancelled'),
  sosAlert('n-4', 'SOS whose request is gone', null),
  sosAlert('n-5', 'SOS told live', undefined),
];

function answerNotifications() {
  server.use(
    http.get(api('/notifications'), ({ request }) => {
      const limit = Number(new URL(request.url).searchParams.get('limit') ?? 50);
      return HttpResponse.json({ ...success(NOTICES.slice(0, limit)), unread_count: NOTICES.length });
    }),
  );
}

/** The server answers one alert, 'SOS later fulfilled', whose request status the test may change later. */
function answerOneAlert() {
  const alert: { status: Notification['request_status'] } = { status: 'Open' };
  server.use(
    http.get(api('/notifications'), () =>
      HttpResponse.json({ ...success([sosAlert('n-1', 'SOS later fulfilled', alert.status)]), unread_count: 1 }),
    ),
  );
  return alert;
}

const item = (title: string) => screen.getByRole('link', { name: new RegExp(title) });

afterEach(() => i18n.changeLanguage('en'));

describe('notifications page: alerts for closed requests', () => {
  const renderNotifications = async (language: 'en' | 'hi' | 'mr' = 'en') => {
    signIn(donorProfile({ preferred_language: language }));
    answerNotifications();
    renderPage([{ path: '/app/notifications', element: <NotificationsPage /> }], '/app/notifications');
    await screen.findByText('SOS since fulfilled');
  };

  it('labels a fulfilled or cancelled request’s alert, tells screen readers and drops its SOS urgency; an open one stays urgent', async () => {
    await renderNotifications();

    const fulfilled = item('SOS since fulfilled');
    expect(within(fulfilled).getByTestId('request-status')).toHaveTextContent('Fulfilled');
    expect(fulfilled).toHaveAccessibleName(/SOS since fulfilled\s*Request fulfilled: no donor is needed for it now\./);
    expect(within(fulfilled).queryByTestId('request-urgency')).not.toBeInTheDocument();
    expect(fulfilled).toHaveAttribute('data-request-status', 'Fulfilled');

    const cancelled = item('SOS since cancelled');
    expect(within(cancelled).getByTestId('request-status')).toHaveTextContent('Cancelled');
    expect(cancelled).toHaveAccessibleName(/Request cancelled: no donor is needed for it now\./);
    expect(within(cancelled).queryByTestId('request-urgency')).not.toBeInTheDocument();

    // Beside them, an open request's alert, and one whose status is not known, stay urgent and unlabelled.
    for (const title of ['SOS still open', 'SOS whose request is gone', 'SOS told live']) {
      const open = item(title);
      expect(within(open).getByTestId('request-urgency')).toHaveTextContent('SOS');
      expect(within(open).queryByTestId('request-status')).not.toBeInTheDocument();
      expect(open).not.toHaveAccessibleName(/no donor is needed/);
    }
    expect(item('SOS still open')).toHaveAttribute('data-request-status', 'Open');
    // The unread count is the server's, whatever the requests' statuses.
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('5 unread notifications');
  });

  it.each([
    ['hi', 'पूरा हुआ', 'अनुरोध पूरा हो गया: अब इसके लिए किसी डोनर की ज़रूरत नहीं है।'],
    ['mr', 'पूर्ण', 'विनंती पूर्ण झाली: आता तिच्यासाठी डोनरची गरज नाही.'],
  ] as const)('says it in %s too', async (language, label, sentence) => {
    await setLanguage(language, { unsaved: false });
    await renderNotifications(language);
    const fulfilled = item('SOS since fulfilled');
    expect(within(fulfilled).getByTestId('request-status')).toHaveTextContent(label);
    expect(fulfilled).toHaveAccessibleName(new RegExp(sentence.replace('.', '\\.')));
  });
});

describe('notifications page: read again when opened', () => {
  it('shows a request closed since the last visit with its status, without a live event', async () => {
    signIn(donorProfile());
    const served = answerOneAlert();
    renderPage(
      [
        {
          path: '/app/notifications',
          element: (
            <>
              <Link to="/app/dashboard">Away</Link>
              <NotificationsPage />
            </>
          ),
        },
        { path: '/app/dashboard', element: <Link to="/app/notifications">Back</Link> },
      ],
      '/app/notifications',
    );
    expect(await screen.findByRole('link', { name: /SOS later fulfilled/ })).toHaveAttribute(
      'data-request-status',
      'Open',
    );

    served.status = 'Fulfilled';
    await userEvent.click(screen.getByRole('link', { name: 'Away' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Back' }));
    await expect
      .poll(() => screen.queryByRole('link', { name: /SOS later fulfilled/ })?.getAttribute('data-request-status'))
      .toBe('Fulfilled');
  });
});

describe('the bell: alerts for closed requests', () => {
  it('shows the label in the dropdown too', async () => {
    signIn(donorProfile());
    answerNotifications();
    renderPage(
      [
        {
          path: '/app/dashboard',
          element: <NotificationBell open onToggle={() => undefined} onNavigate={() => undefined} />,
        },
      ],
      '/app/dashboard',
    );
    const panel = await screen.findByTestId('notification-panel');
    const cancelled = await within(panel).findByRole('link', { name: /SOS since cancelled/ });
    expect(within(cancelled).getByTestId('request-status')).toHaveTextContent('Cancelled');
    expect(within(panel).getByRole('link', { name: /SOS still open/ })).toHaveAttribute('data-request-status', 'Open');
  });

  it('reads the list again when opened, so a request closed since shows its status without a live event', async () => {
    signIn(donorProfile());
    const served = answerOneAlert();
    function BellHost() {
      const [open, setOpen] = useState(false);
      return <NotificationBell open={open} onToggle={() => setOpen((was) => !was)} onNavigate={() => undefined} />;
    }
    renderPage([{ path: '/app/dashboard', element: <BellHost /> }], '/app/dashboard');
    await screen.findByTestId('notification-badge');

    served.status = 'Fulfilled';
    await userEvent.click(screen.getByRole('button', { name: /notifications/i }));
    const panel = await screen.findByTestId('notification-panel');
    const alert = await within(panel).findByRole('link', { name: /SOS later fulfilled/ });
    await expect.poll(() => alert.getAttribute('data-request-status')).toBe('Fulfilled');
  });
});
