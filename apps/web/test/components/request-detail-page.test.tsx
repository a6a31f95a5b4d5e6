import { ERROR_CODES, type Notification, type RequestDetail, type StatusUpdate } from '@raktsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { LiveUpdatesContext, type LiveUpdatesValue } from '../../src/lib/live/live-updates-context.ts';
import { RequestDetailPage } from '../../src/features/requests/components/request-detail-page.tsx';
import {
  DONOR_ID,
  REQUEST_ID,
  SECOND_DONOR_ID,
  donorProfile,
  patientProfile,
  requestDetail,
  requestForDonor,
  signIn,
} from '../support/fixtures.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

const ALERT: Notification = {
  notification_id: '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c',
  kind: 'request_alert',
  status: 'Sent',
  title: 'B+ blood needed near you',
  message: 'A patient in Pune needs 2 units of Whole Blood.',
  sent_at: new Date().toISOString(),
  read_at: null,
  request_id: REQUEST_ID,
  blood_group: 'B+',
  component: 'Whole Blood',
  request_urgency: 'Urgent',
  distance_km: 3.2,
};

const NO_LIVE: LiveUpdatesValue = { status: 'offline', subscribe: () => () => undefined };

/**
 * The request page at /app/requests/:id showing `request`, with the viewer's unread notifications. Returns the
 * notifications the page marked read.
 */
function renderRequestPage(request: RequestDetail, unread: Notification[] = [], live: LiveUpdatesValue = NO_LIVE) {
  const markedRead: string[] = [];
  server.use(
    http.get(api(`/requests/${REQUEST_ID}`), () => HttpResponse.json(success(request))),
    // The owner's page looks for blood banks until a donor accepts; tests about the banks answer with their own.
    http.get(api('/public-data/blood-banks'), () => HttpResponse.json(success([]))),
    http.get(api('/notifications'), () => HttpResponse.json({ ...success(unread), unread_count: unread.length })),
    http.post(api('/notifications/:id/read'), ({ params }) => {
      markedRead.push(String(params.id));
      const notification = unread.find((candidate) => candidate.notification_id === params.id) ?? ALERT;
      return HttpResponse.json(success({ ...notification, status: 'Read', read_at: new Date().toISOString() }));
    }),
  );
  const view = renderPage(
    [
      {
        path: '/app/requests/:id',
        element: (
          <LiveUpdatesContext value={live}>
            <ProtectedRoute>
              <RequestDetailPage />
            </ProtectedRoute>
          </LiveUpdatesContext>
        ),
      },
    ],
    `/app/requests/${REQUEST_ID}`,
  );
  return { ...view, markedRead };
}

/** The short status messages (toasts) shown on top of the page. */
const toasts = () => screen.getByRole('region', { name: /^Messages/ });

describe('request page: a donor answers', () => {
  it('Accept sends the answer, confirms it, and then shows where to go and whom to call', async () => {
    signIn(donorProfile());
    let sent: unknown;
    server.use(
      http.post(api(`/requests/${REQUEST_ID}/respond`), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          success(
            requestForDonor({
              my_response: 'accept',
              can_respond: false,
              hospital_name: 'Sassoon General Hospital',
              hospital_address: 'Station Road, Pune',
              patient_contact: { full_name: 'Asha Patil', phone_number: '+91 98200 11111' },
            }),
            'Successfully accepted the request',
          ),
        );
      }),
    );
    const { user, markedRead } = renderRequestPage(requestForDonor(), [ALERT]);

    const response = await screen.findByTestId('donor-response');
    expect(within(response).getByText('Can you give blood for this request?')).toBeInTheDocument();
    // Opening the page counts as seeing its alert.
    await waitFor(() => expect(markedRead).toEqual([ALERT.notification_id]));

    await user.click(within(response).getByRole('button', { name: 'Accept the B+ Whole Blood request' }));

    expect(await within(toasts()).findByText('Successfully accepted the request')).toBeInTheDocument();
    expect(sent).toEqual({ response: 'accept' });
    expect(within(response).getByText(/You accepted this request/)).toBeInTheDocument();
    expect(within(response).getByText('Sassoon General Hospital')).toBeInTheDocument();
    expect(within(response).getByRole('link', { name: /Asha Patil/ })).toHaveAttribute('href', 'tel:+919820011111');
    expect(within(response).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  });

  it('Decline sends the answer and confirms it', async () => {
    signIn(donorProfile());
    let sent: unknown;
    server.use(
      http.post(api(`/requests/${REQUEST_ID}/respond`), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          success(requestForDonor({ my_response: 'decline', can_respond: false }), 'Successfully declined the request'),
        );
      }),
    );
    const { user } = renderRequestPage(requestForDonor());

    await user.click(await screen.findByRole('button', { name: 'Decline the B+ Whole Blood request' }));

    expect(await within(toasts()).findByText('Successfully declined the request')).toBeInTheDocument();
    expect(sent).toEqual({ response: 'decline' });
    expect(screen.getByText('You declined this request.')).toBeInTheDocument();
  });

  it("a refused answer shows the server's reason as an error message", async () => {
    signIn(donorProfile());
    const reason = 'This request is already fulfilled: it no longer needs donors.';
    server.use(http.post(api(`/requests/${REQUEST_ID}/respond`), () => failure(409, ERROR_CODES.CONFLICT, reason)));
    const { user } = renderRequestPage(requestForDonor());

    await user.click(await screen.findByRole('button', { name: 'Accept the B+ Whole Blood request' }));

    expect(await within(toasts()).findByText(reason)).toBeInTheDocument();
    // Both buttons are usable again.
    expect(screen.getByRole('button', { name: 'Accept the B+ Whole Blood request' })).toBeEnabled();
  });
});

describe('request page: the owner cancels or marks fulfilled', () => {
  /** Records the status changes sent, and answers with the request in its new status. */
  function acceptStatusChanges(base: RequestDetail) {
    const sent: StatusUpdate[] = [];
    server.use(
      http.patch(api(`/requests/${REQUEST_ID}/status`), async ({ request }) => {
        const update = (await request.json()) as StatusUpdate;
        sent.push(update);
        return HttpResponse.json(success({ ...base, status: update.status }, 'Request status updated successfully'));
      }),
    );
    return sent;
  }

  it('an open request can be cancelled, not yet marked fulfilled', async () => {
    signIn(patientProfile());
    renderRequestPage(requestDetail());
    expect(await screen.findByRole('button', { name: 'Cancel the B+ Whole Blood request' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /as fulfilled$/ })).not.toBeInTheDocument();
  });

  it('Cancel asks first; "Keep request" and Escape leave the request as it is', async () => {
    signIn(patientProfile());
    const { user } = renderRequestPage(requestDetail());
    const cancel = await screen.findByRole('button', { name: 'Cancel the B+ Whole Blood request' });

    await user.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    expect(dialog).toHaveAccessibleDescription(/Donors stop being asked/);
    await user.click(within(dialog).getByRole('button', { name: 'Keep request' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to the button that opened it.
    await waitFor(() => expect(cancel).toHaveFocus());

    await user.click(cancel);
    await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirming cancels the request and says so', async () => {
    signIn(patientProfile());
    const sent = acceptStatusChanges(requestDetail());
    const { user } = renderRequestPage(requestDetail());

    await user.click(await screen.findByRole('button', { name: 'Cancel the B+ Whole Blood request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));

    expect(await within(toasts()).findByText('Request status updated successfully')).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'Cancelled' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel the/ })).not.toBeInTheDocument();
  });

  it('Mark as Fulfilled records the donors who gave blood, at least one', async () => {
    signIn(patientProfile());
    const inProgress = requestDetail({
      status: 'In Progress',
      accepted_donors: [
        acceptedDonor(DONOR_ID, 'Rahul Deshmukh', 'O+'),
        acceptedDonor(SECOND_DONOR_ID, 'Sunita Rao', 'B+'),
      ],
    });
    const sent = acceptStatusChanges(inProgress);
    const { user } = renderRequestPage(inProgress);

    await user.click(await screen.findByRole('button', { name: 'Mark the B+ Whole Blood request as fulfilled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as fulfilled' });
    const rahul = within(dialog).getByRole('checkbox', { name: 'Rahul Deshmukh (O+)' });
    const sunita = within(dialog).getByRole('checkbox', { name: 'Sunita Rao (B+)' });
    // Everyone who accepted is ticked at first.
    expect(rahul).toBeChecked();
    expect(sunita).toBeChecked();

    await user.click(rahul);
    await user.click(sunita);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Fulfilled' }));
    expect(await within(dialog).findByText('Choose at least one donor who gave blood')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(sunita);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Fulfilled' }));

    expect(await within(toasts()).findByText('Request status updated successfully')).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'Fulfilled', donor_ids: [SECOND_DONOR_ID] }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function acceptedDonor(id: string, name: string, group: string) {
  return {
    donor_id: id,
    full_name: name,
    phone_number: '+91 98111 22222',
    blood_group: group,
    distance_km: 2.5,
    accepted_at: new Date().toISOString(),
    message: null,
  };
}
