import type { History } from '@raktsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { HistoryPage } from '../../src/features/history/components/history-page.tsx';
import { REQUEST_ID, donorProfile, patientProfile, signIn } from '../support/fixtures.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

const DONATION_ID = '3c4d5e6f-7081-4a9b-8c0d-1e2f3a4b5c6d';

const donorHistory: History = {
  role: 'Donor',
  next_eligible_date: '2026-09-01',
  donations: [
    {
      donation_id: DONATION_ID,
      donation_date: '2026-06-03',
      component: 'Whole Blood',
      place: 'Sassoon General Hospital',
      city: 'Pune',
      request_id: REQUEST_ID,
      confirmed_by: 'patient',
      certificate_code: 'RS-7K2M-9QX4',
    },
  ],
};

function renderHistory(history: History) {
  server.use(http.get(api('/history'), () => HttpResponse.json(success(history))));
  return renderPage(
    [
      {
        path: '/app/history',
        element: (
          <ProtectedRoute>
            <HistoryPage />
          </ProtectedRoute>
        ),
      },
    ],
    '/app/history',
  );
}

afterEach(() => vi.restoreAllMocks());

describe('history: a donor', () => {
  it('lists each confirmed donation with where, who confirmed it and the next eligible date', async () => {
    signIn(donorProfile());
    renderHistory(donorHistory);
    const list = await screen.findByRole('list', { name: 'Your donations' });
    const item = within(list).getByRole('article');
    expect(item).toHaveTextContent('Whole Blood on 3 Jun 2026');
    expect(item).toHaveTextContent('Sassoon General Hospital, Pune');
    expect(item).toHaveTextContent('Confirmed by the patient');
    expect(item).toHaveTextContent('RS-7K2M-9QX4');
    expect(screen.getByTestId('next-eligible')).toHaveTextContent('You can donate again from 1 Sept 2026.');
  });

  it('downloads the certificate with the bearer token and saves it under the server’s file name', async () => {
    signIn(donorProfile());
    let authorization: string | null = null;
    server.use(
      http.get(api(`/history/donations/${DONATION_ID}/certificate`), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse('%PDF-1.7 test', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="raktsetu-certificate-RS-7K2M-9QX4.pdf"',
          },
        });
      }),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:certificate');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderHistory(donorHistory);
    await user.click(await screen.findByRole('button', { name: /Download the certificate of your donation/ }));
    await waitFor(() => expect(saved).toEqual(['raktsetu-certificate-RS-7K2M-9QX4.pdf']));
    expect(authorization).toMatch(/^Bearer /);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('%PDF-1.7 test');
  });

  it('after an expired access token, lets the shared client refresh the session and asks once more', async () => {
    signIn(donorProfile());
    let calls = 0;
    server.use(
      http.get(api(`/history/donations/${DONATION_ID}/certificate`), () => {
        calls += 1;
        if (calls === 1) return failure(401, 'TOKEN_EXPIRED', 'Your session has expired');
        return new HttpResponse('%PDF-1.7 test', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:certificate');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderHistory(donorHistory);
    await user.click(await screen.findByRole('button', { name: /Download the certificate of your donation/ }));
    await waitFor(() => expect(saved).toEqual(['raktsetu-certificate-RS-7K2M-9QX4.pdf']));
    expect(calls).toBe(2);
  });

  it('says the server’s refusal when the certificate cannot be downloaded', async () => {
    signIn(donorProfile());
    server.use(
      http.get(api(`/history/donations/${DONATION_ID}/certificate`), () =>
        failure(404, 'NOT_FOUND', 'Donation not found'),
      ),
    );
    const { user } = renderHistory(donorHistory);
    await user.click(await screen.findByRole('button', { name: /Download the certificate/ }));
    expect(await screen.findByText('Donation not found')).toBeInTheDocument();
  });

  it('with no donation yet, says what happens next and links to nearby requests', async () => {
    signIn(donorProfile());
    renderHistory({ role: 'Donor', donations: [], next_eligible_date: null });
    expect(await screen.findByTestId('history-empty')).toHaveTextContent(/No confirmed donations yet/);
    expect(screen.getByRole('link', { name: 'See requests near you' })).toHaveAttribute(
      'href',
      '/app/requests?filter=nearby',
    );
    expect(screen.getByTestId('next-eligible')).toHaveTextContent('You can donate now.');
  });
});

describe('history: a patient', () => {
  it('lists each request with its status, units received from how many donors, linking to its page', async () => {
    signIn(patientProfile());
    renderHistory({
      role: 'Patient',
      requests: [
        {
          request_id: REQUEST_ID,
          created_at: '2026-05-01T06:00:00.000Z',
          blood_group: 'B+',
          component: 'Whole Blood',
          urgency: 'SOS',
          status: 'Fulfilled',
          units_required: 2,
          units_received: 2,
          donors: 2,
          closed_at: '2026-05-02T06:00:00.000Z',
        },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Your requests' });
    const link = within(list).getByRole('link');
    expect(link).toHaveAttribute('href', `/app/requests/${REQUEST_ID}`);
    expect(link).toHaveTextContent('B+ Whole Blood');
    expect(link).toHaveTextContent('Fulfilled');
    expect(link).toHaveTextContent('SOS');
    expect(link).toHaveTextContent('2 of 2 units received, from 2 donors');
  });

  it('an open request says how many units were asked for rather than none received', async () => {
    signIn(patientProfile());
    renderHistory({
      role: 'Patient',
      requests: [
        {
          request_id: REQUEST_ID,
          created_at: '2026-05-01T06:00:00.000Z',
          blood_group: 'B+',
          component: 'Whole Blood',
          urgency: 'Urgent',
          status: 'Open',
          units_required: 2,
          units_received: 0,
          donors: 0,
          closed_at: null,
        },
      ],
    });
    const link = within(await screen.findByRole('list', { name: 'Your requests' })).getByRole('link');
    expect(link).toHaveTextContent('2 units asked for');
    expect(link).not.toHaveTextContent('received');
  });

  it('with no request yet, offers to create one', async () => {
    signIn(patientProfile());
    renderHistory({ role: 'Patient', requests: [] });
    expect(await screen.findByTestId('history-empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a request' })).toHaveAttribute('href', '/app/requests/new');
  });

  it('shows a retry when the history fails to load', async () => {
    signIn(patientProfile());
    server.use(http.get(api('/history'), () => failure(500, 'INTERNAL_ERROR', 'Something went wrong')));
    renderPage([{ path: '/app/history', element: <HistoryPage /> }], '/app/history');
    expect(await screen.findByTestId('history-error')).toHaveTextContent('Failed to load your history');
  });
});
