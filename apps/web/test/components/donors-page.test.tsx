import { ERROR_CODES, type DonorSearchResponse, type DonorSearchResult } from '@raktsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { DonorsPage } from '../../src/features/donors/components/donors-page.tsx';
import { donorProfile, patientProfile, signIn } from '../support/fixtures.ts';
import { api, failure, server } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

function donor(changes: Partial<DonorSearchResult> = {}): DonorSearchResult {
  return {
    donor_id: 'd1',
    is_available_for_sos: true,
    users: { full_name: 'Rahul D.', city: 'Pune', state: 'Maharashtra' },
    bloodgroups: { group_name: 'B+' },
    distance_km_band: 'under 5 km',
    compatibility: 'exact',
    eligible_now: true,
    eligible_from: null,
    ...changes,
  };
}

function answer(data: DonorSearchResult[], search: Partial<DonorSearchResponse['search']> = {}): DonorSearchResponse {
  return {
    status: 'success',
    data,
    search: {
      blood_group: 'B+',
      component_id: 1,
      radius_km: 10,
      center: { source: 'city', label: 'Pune' },
      truncated: false,
      ...search,
    },
  };
}

function renderDonors() {
  return renderPage(
    [
      {
        path: '/app/donors',
        element: (
          <ProtectedRoute>
            <DonorsPage />
          </ProtectedRoute>
        ),
      },
    ],
    '/app/donors',
  );
}

/** A patient whose group is B+ (id 3), on the form once it shows that group. */
async function openAsPatient() {
  signIn(patientProfile());
  const view = renderDonors();
  await waitFor(() => expect(screen.getByLabelText(/^Blood group needed/)).toHaveValue('3'));
  return view;
}

const toasts = () => screen.getByRole('region', { name: /^Messages/ });

describe('find donors page', () => {
  it("searches the patient's group, says how many were found and where, and labels each donor", async () => {
    let sent: URLSearchParams | undefined;
    server.use(
      http.get(api('/donors'), ({ request }) => {
        sent = new URL(request.url).searchParams;
        return HttpResponse.json(
          answer([
            donor(),
            donor({
              donor_id: 'd2',
              users: { full_name: 'Meera K.', city: 'Pimpri', state: 'Maharashtra' },
              bloodgroups: { group_name: 'O-' },
              distance_km_band: '5–10 km',
              compatibility: 'compatible',
              is_available_for_sos: false,
              eligible_now: false,
              eligible_from: '2026-12-20',
            }),
          ]),
        );
      }),
    );
    const { user } = await openAsPatient();
    expect(screen.getByLabelText(/^Component/)).toHaveValue('1');
    expect(screen.getByLabelText(/^Distance/)).toHaveValue('10');
    await user.type(screen.getByLabelText(/^City/), 'Pune');
    await user.click(screen.getByRole('switch', { name: 'Available for SOS only' }));
    await user.click(screen.getByRole('button', { name: 'Search Donors' }));

    const results = await screen.findByTestId('donor-results');
    expect(within(results).getByRole('heading', { name: 'Found 2 donors' })).toBeInTheDocument();
    expect(within(toasts()).getByText('Found 2 donors')).toBeInTheDocument();
    expect(screen.getByTestId('donor-search-summary')).toHaveTextContent('B+ Whole Blood donors around Pune · 10 km');
    expect(Object.fromEntries(sent!)).toEqual({
      blood_group: '3',
      component_id: '1',
      radius: '10',
      city: 'Pune',
      is_available_for_sos: 'true',
    });

    const [first, second] = within(results).getAllByTestId('donor-card');
    expect(first).toHaveTextContent('Rahul D.');
    expect(first).toHaveTextContent('Pune, Maharashtra · under 5 km');
    expect(first).toHaveTextContent('Exact match');
    expect(first).toHaveTextContent('Available for SOS');
    expect(first).toHaveTextContent('Can donate now');
    expect(second).toHaveTextContent('Compatible');
    expect(second).toHaveTextContent('5–10 km');
    expect(second).toHaveTextContent('Not taking SOS alerts');
    expect(second).toHaveTextContent('Can donate from 20 Dec 2026');
    // Asking for help opens a request for the group searched (B+, id 3), not the donor's own group.
    for (const card of [first!, second!]) {
      expect(within(card).getByRole('link', { name: /^Ask for help/ })).toHaveAttribute(
        'href',
        '/app/requests/new?blood_group_id=3&component_id=1',
      );
    }
    // Never a phone number or an e-mail address.
    expect(results).not.toHaveTextContent(/@|\+91/);
  });

  it('says plainly when nobody was found, with the next steps, and widens the search in one tap', async () => {
    const radii: string[] = [];
    server.use(
      http.get(api('/donors'), ({ request }) => {
        const radius = new URL(request.url).searchParams.get('radius')!;
        radii.push(radius);
        return HttpResponse.json(answer([], { radius_km: Number(radius), center: { source: 'browser', label: null } }));
      }),
    );
    const { user } = await openAsPatient();
    await user.click(screen.getByRole('button', { name: 'Search Donors' }));

    const empty = await screen.findByTestId('donors-empty');
    expect(screen.getByRole('heading', { name: 'Found 0 donors' })).toBeInTheDocument();
    // Finding nobody is told plainly, not as a success.
    const toast = within(toasts()).getByText('Found 0 donors').closest('li');
    expect(toast).toHaveClass('bg-white');
    expect(toast).not.toHaveClass('bg-green-50');
    expect(screen.getByTestId('donor-search-summary')).toHaveTextContent('around your location · 10 km');
    expect(within(empty).getByRole('link', { name: 'Find a blood bank' })).toHaveAttribute('href', '/app/blood-banks');
    expect(within(empty).getByRole('link', { name: 'Send an SOS' })).toHaveAttribute('href', '/app/sos');
    await user.click(within(empty).getByRole('button', { name: 'Search within 25 km' }));
    await waitFor(() => expect(radii).toEqual(['10', '25']));
    expect(screen.getByLabelText(/^Distance/)).toHaveValue('25');
  });

  it("shows 'Failed to search donors' with the server's message and, when limited, where else to turn", async () => {
    const refusal = 'You have searched for donors 30 times in the last hour. In an emergency call 112.';
    server.use(http.get(api('/donors'), () => failure(429, ERROR_CODES.RATE_LIMITED, refusal)));
    const { user } = await openAsPatient();
    await user.click(screen.getByRole('button', { name: 'Search Donors' }));

    const error = await screen.findByTestId('donor-search-error');
    expect(error).toHaveTextContent('Failed to search donors');
    expect(error).toHaveTextContent(refusal);
    expect(within(error).getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    expect(within(toasts()).getByText('Failed to search donors')).toBeInTheDocument();
    expect(screen.queryByTestId('donor-results')).not.toBeInTheDocument();
  });

  it("explains the server's refusal to a donor instead of showing the search", async () => {
    const message = 'Donor search is for patients looking for blood.';
    server.use(http.get(api('/donors'), () => failure(403, ERROR_CODES.FORBIDDEN, message)));
    signIn(donorProfile());
    renderDonors();
    // Not even while the server answers: the form would only flash before the refusal.
    expect(screen.queryByRole('form', { name: 'Search donors' })).not.toBeInTheDocument();

    const explanation = await screen.findByTestId('donors-not-for-role');
    expect(explanation).toHaveTextContent('Donor search is for patients');
    expect(explanation).toHaveTextContent(message);
    expect(within(explanation).getByRole('link', { name: 'See requests you can help with' })).toHaveAttribute(
      'href',
      '/app/requests',
    );
    expect(screen.queryByRole('form', { name: 'Search donors' })).not.toBeInTheDocument();
  });

  it('shows both compatibility tables generated from the matching rules, with their notes', async () => {
    await openAsPatient();
    const red = screen.getByRole('table', { name: /^Red cells/ });
    const plasma = screen.getByRole('table', { name: /^Plasma/ });
    expect(within(red).getAllByRole('columnheader')).toHaveLength(9);
    expect(within(red).getAllByRole('rowheader')).toHaveLength(8);
    // O- patients take red cells only from O-; AB+ patients take plasma only from AB donors.
    const oNegRow = within(red).getByRole('rowheader', { name: 'O-' }).closest('tr')!;
    expect(within(oNegRow).getAllByRole('img', { name: /Can give|Same group/ })).toHaveLength(1);
    const abPosRow = within(plasma).getByRole('rowheader', { name: 'AB+' }).closest('tr')!;
    expect(within(abPosRow).getAllByRole('img', { name: /Can give|Same group/ })).toHaveLength(2);
    const notes = screen.getByTestId('guide-notes');
    expect(notes).toHaveTextContent('the blood bank still cross-matches every unit');
    expect(notes).toHaveTextContent('Donors never ask for money');
    expect(notes).toHaveTextContent('Bombay');
  });
});
