import type { History, Notification } from '@raktsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { HistoryPage } from '../../src/features/history/components/history-page.tsx';
import { LiveUpdatesContext } from '../../src/lib/live/live-updates-context.ts';
import { openLiveStream } from '../support/live-stream.ts';
import { REQUEST_ID, donorProfile, signIn } from '../support/fixtures.ts';
import { api, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

/** A donation whose request named no hospital: the server gives the patient's town as its place, and as its city. */
function donation(id: string, date: string): Extract<History, { role: 'Donor' }>['donations'][number] {
  return {
    donation_id: id,
    donation_date: date,
    component: 'Whole Blood',
    place: 'Mumbai',
    city: 'Mumbai',
    request_id: REQUEST_ID,
    confirmed_by: 'patient',
    certificate_code: 'RS-7K2M-9QX4',
  };
}

const FULFILLED: Notification = {
  notification_id: '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c',
  kind: 'request_closed',
  status: 'Sent',
  title: 'Request fulfilled',
  message: 'The B+ request you accepted is fulfilled. Thank you for giving blood!',
  sent_at: new Date().toISOString(),
  read_at: null,
  request_id: REQUEST_ID,
  blood_group: 'B+',
  component: 'Whole Blood',
  request_urgency: 'SOS',
  distance_km: null,
};

/** The donor's history page on an open live stream, answering GET /api/history with each of `answers` in turn. */
function renderLiveHistory(answers: History[]) {
  let calls = 0;
  server.use(
    http.get(api('/history'), () => HttpResponse.json(success(answers[Math.min(calls++, answers.length - 1)]!))),
  );
  const live = openLiveStream();
  renderPage(
    [
      {
        path: '/app/history',
        element: (
          <LiveUpdatesContext value={live.value}>
            <ProtectedRoute>
              <HistoryPage />
            </ProtectedRoute>
          </LiveUpdatesContext>
        ),
      },
    ],
    '/app/history',
  );
  return live.emit;
}

describe('history: kept current while open', () => {
  it('shows a donation confirmed while the page is open, without a reload', async () => {
    signIn(donorProfile());
    const confirmed = donation('3c4d5e6f-7081-4a9b-8c0d-1e2f3a4b5c6d', '2026-06-03');
    const emit = renderLiveHistory([
      { role: 'Donor', donations: [], next_eligible_date: null },
      { role: 'Donor', donations: [confirmed], next_eligible_date: '2026-09-01' },
    ]);
    expect(await screen.findByTestId('history-empty')).toBeInTheDocument();

    emit(FULFILLED);

    const list = await screen.findByRole('list', { name: 'Your donations' });
    expect(within(list).getByRole('article')).toHaveTextContent('Whole Blood on 3 Jun 2026');
    await waitFor(() =>
      expect(screen.getByTestId('next-eligible')).toHaveTextContent('You can donate again from 1 Sept 2026.'),
    );
  });

  it('names the town once when the donation’s place is the town itself', async () => {
    signIn(donorProfile());
    renderLiveHistory([
      {
        role: 'Donor',
        donations: [donation('3c4d5e6f-7081-4a9b-8c0d-1e2f3a4b5c6d', '2026-06-03')],
        next_eligible_date: null,
      },
    ]);
    const item = within(await screen.findByRole('list', { name: 'Your donations' })).getByRole('article');
    expect(within(item).getByText('Mumbai')).toBeInTheDocument();
    expect(item).not.toHaveTextContent('Mumbai, Mumbai');
  });
});
