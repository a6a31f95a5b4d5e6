import { screen, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { MessageDialog } from '../../src/features/coordinator/components/message-dialog.tsx';
import { FulfilDialog } from '../../src/features/requests/components/fulfil-dialog.tsx';
import { OwnerActions } from '../../src/features/requests/components/request-actions.tsx';
import { DONOR_ID, REQUEST_ID, patientProfile, requestDetail, signIn } from '../support/fixtures.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderGone, toasts } from '../support/gone-when-pressed.tsx';
import { renderPage } from '../support/render-page.tsx';

// A confirmation or an error is told from the mutation, so it still comes when the screen that asked is gone
// before the answer (test/support/gone-when-pressed.tsx).

const PLAN_ID = '3c4d5e6f-7081-4a9b-8c0d-1e2f3a4b5c6d';

/** PATCH /requests/:id/status answering after a little while, with `answer`. */
function statusAnswers(answer: () => Response) {
  server.use(
    http.patch(api(`/requests/${REQUEST_ID}/status`), async () => {
      await delay(50);
      return answer();
    }),
  );
}

describe("the owner's status actions tell the outcome even when they are gone first", () => {
  it('Cancel confirms', async () => {
    signIn(patientProfile());
    statusAnswers(() => HttpResponse.json(success(requestDetail({ status: 'Cancelled' }), 'Updated')));
    const { user } = renderGone('Yes, cancel it', <OwnerActions requestId={REQUEST_ID} status="Open" label="B+" />);

    await user.click(screen.getByRole('button', { name: 'Cancel the B+ request' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByText('gone')).toBeInTheDocument();
    expect(await within(toasts()).findByText('Request status updated successfully')).toBeInTheDocument();
  });

  it('a refused Cancel says why', async () => {
    signIn(patientProfile());
    statusAnswers(() => failure(409, 'CONFLICT', 'This request is already fulfilled'));
    const { user } = renderGone('Yes, cancel it', <OwnerActions requestId={REQUEST_ID} status="Open" label="B+" />);

    await user.click(screen.getByRole('button', { name: 'Cancel the B+ request' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByText('gone')).toBeInTheDocument();
    expect(await within(toasts()).findByText('This request is already fulfilled')).toBeInTheDocument();
  });
});

describe('the Mark as Fulfilled form', () => {
  const inProgress = () =>
    requestDetail({
      status: 'In Progress',
      accepted_donors: [
        {
          donor_id: DONOR_ID,
          full_name: 'Rahul Deshmukh',
          phone_number: '+91 98111 22222',
          blood_group: 'O+',
          distance_km: 2.5,
          accepted_at: new Date().toISOString(),
          message: null,
        },
      ],
    });

  function renderFulfil(goneWhenPressed: boolean) {
    server.use(http.get(api(`/requests/${REQUEST_ID}`), () => HttpResponse.json(success(inProgress()))));
    const dialog = <FulfilDialog requestId={REQUEST_ID} onClose={() => undefined} />;
    if (goneWhenPressed) return renderGone('Mark as Fulfilled', dialog);
    return renderPage([{ path: '/app/here', element: dialog }], '/app/here');
  }

  it('confirms when the page dropped the dialog before the answer', async () => {
    signIn(patientProfile());
    statusAnswers(() => HttpResponse.json(success(requestDetail({ status: 'Fulfilled' }), 'Updated')));
    const { user } = renderFulfil(true);

    await screen.findByRole('checkbox', { name: 'Rahul Deshmukh (O+)' });
    await user.click(screen.getByRole('button', { name: 'Mark as Fulfilled' }));

    expect(await screen.findByText('gone')).toBeInTheDocument();
    expect(await within(toasts()).findByText('Request status updated successfully')).toBeInTheDocument();
  });

  it('shows a refusal in the form while it is open, and as a message once it is gone', async () => {
    signIn(patientProfile());
    statusAnswers(() => failure(409, 'CONFLICT', 'This request is already fulfilled'));
    const open = renderFulfil(false);
    await screen.findByRole('checkbox', { name: 'Rahul Deshmukh (O+)' });
    await open.user.click(screen.getByRole('button', { name: 'Mark as Fulfilled' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('This request is already fulfilled')).toBeInTheDocument();
    // Told once: in the form, not in a message as well.
    expect(screen.getAllByText('This request is already fulfilled')).toHaveLength(1);
    open.unmount();

    const gone = renderFulfil(true);
    await screen.findByRole('checkbox', { name: 'Rahul Deshmukh (O+)' });
    await gone.user.click(screen.getByRole('button', { name: 'Mark as Fulfilled' }));
    expect(await screen.findByText('gone')).toBeInTheDocument();
    expect(await within(toasts()).findByText('This request is already fulfilled')).toBeInTheDocument();
  });
});

describe("a coordinator's message to a bridge", () => {
  it('confirms with the reach when the dialog was closed before the answer', async () => {
    signIn(patientProfile({ user_type: 'Coordinator', blood_group_id: null, blood_group: null }));
    server.use(
      http.post(api(`/coordinator/bridges/${PLAN_ID}/message`), async () => {
        await delay(50);
        return HttpResponse.json(success({ reached: 7 }, 'Message sent'));
      }),
    );
    const { user } = renderGone(
      'Send message',
      <MessageDialog target={{ planId: PLAN_ID, name: 'Aarav' }} onClose={() => undefined} />,
    );

    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Please confirm your December dates.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('gone')).toBeInTheDocument();
    expect(await within(toasts()).findByText('Sent to 7 donors')).toBeInTheDocument();
  });
});
