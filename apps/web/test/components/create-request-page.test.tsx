import { ERROR_CODES, MESSAGES, type CreateRequestInput } from '@raktsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { CreateRequestPage } from '../../src/features/requests/components/create-request-page.tsx';
import { donorProfile, patientProfile, requestDetail, signIn } from '../support/fixtures.ts';
import { api, failure, server } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

function renderCreateRequest(search = '') {
  return renderPage(
    [
      {
        path: '/app/requests/new',
        element: (
          <ProtectedRoute>
            <CreateRequestPage />
          </ProtectedRoute>
        ),
      },
    ],
    `/app/requests/new${search}`,
  );
}

/** Signed in as a patient whose group is B+ (id 3), on the form once it shows that group. */
async function openFormAsPatient() {
  signIn(patientProfile());
  const view = renderCreateRequest();
  await waitFor(() => expect(screen.getByLabelText(/^Blood group/)).toHaveValue('3'));
  return view;
}

const ELSEWHERE_TEXT = 'In an emergency call 112 or contact a blood bank directly.';

describe('create-request page', () => {
  it("starts from the patient's own group, one unit and Urgent", async () => {
    await openFormAsPatient();
    expect(screen.getByLabelText(/^Units required/)).toHaveValue(1);
    expect(screen.getByLabelText(/^Urgency/)).toHaveValue('Urgent');
    expect(screen.getByLabelText(/^Blood component/)).toHaveValue('');
  });

  it('takes the group and component from the address (the donor search’s "Ask for help")', async () => {
    signIn(patientProfile());
    renderCreateRequest('?blood_group_id=8&component_id=3');
    await waitFor(() => expect(screen.getByLabelText(/^Blood component/)).toHaveValue('3'));
    // The profile (B+) arrives after the form: it does not replace the group asked for.
    await screen.findByRole('option', { name: 'O-' });
    expect(screen.getByLabelText(/^Blood group/)).toHaveValue('8');
  });

  it('ignores values in the address that are not valid ids, keeping the patient’s own group', async () => {
    signIn(patientProfile());
    renderCreateRequest('?blood_group_id=9&component_id=1.5');
    await waitFor(() => expect(screen.getByLabelText(/^Blood group/)).toHaveValue('3'));
    expect(screen.getByLabelText(/^Blood component/)).toHaveValue('');
  });

  it('names what is missing or out of range, and sends nothing', async () => {
    const { user } = await openFormAsPatient();
    await user.clear(screen.getByLabelText(/^Units required/));
    await user.type(screen.getByLabelText(/^Units required/), '12');
    await user.click(screen.getByRole('button', { name: 'Create Request' }));

    expect(await screen.findByLabelText(/^Blood component/)).toHaveAccessibleDescription(MESSAGES.requiredFields);
    expect(screen.getByLabelText(/^Units required/)).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.unitsRange),
    );
  });

  it('sends the request, says it was created and returns to the requests', async () => {
    let sent: CreateRequestInput | undefined;
    server.use(
      http.post(api('/requests'), async ({ request }) => {
        sent = (await request.json()) as CreateRequestInput;
        return HttpResponse.json(
          { status: 'success', message: 'Blood request created successfully!', data: requestDetail() },
          { status: 201 },
        );
      }),
    );
    const { user } = await openFormAsPatient();
    await user.selectOptions(screen.getByLabelText(/^Blood component/), 'Whole Blood');
    await user.clear(screen.getByLabelText(/^Units required/));
    await user.type(screen.getByLabelText(/^Units required/), '2');
    await user.type(screen.getByLabelText(/^Hospital name/), 'Sassoon General Hospital');
    await user.click(screen.getByRole('button', { name: 'Create Request' }));

    expect(await screen.findByTestId('create-success')).toHaveTextContent('Blood request created successfully!');
    expect(sent).toEqual({
      blood_group_id: 3,
      component_id: 1,
      units_required: 2,
      urgency: 'Urgent',
      hospital_name: 'Sassoon General Hospital',
      hospital_address: null,
      notes: null,
      latitude: null,
      longitude: null,
    });
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveAttribute('data-path', '/app/requests'), {
      timeout: 4_000,
    });
  });

  it('a refusal for too many requests shows where else to turn', async () => {
    const refusal = `You have created 10 requests in the last 24 hours, the most we allow. ${ELSEWHERE_TEXT}`;
    server.use(http.post(api('/requests'), () => failure(429, ERROR_CODES.RATE_LIMITED, refusal)));
    const { user } = await openFormAsPatient();
    await user.selectOptions(screen.getByLabelText(/^Blood component/), 'Platelets');
    await user.click(screen.getByRole('button', { name: 'Create Request' }));

    const error = await screen.findByTestId('create-error');
    expect(error).toHaveTextContent(refusal);
    const nextSteps = within(error).getByTestId('limit-next-steps');
    expect(within(nextSteps).getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    expect(within(nextSteps).getByRole('link', { name: 'Find a blood bank' })).toHaveAttribute(
      'href',
      '/app/blood-banks',
    );
    expect(within(nextSteps).getByRole('link', { name: 'My open requests' })).toHaveAttribute('href', '/app/requests');
  });

  it('any other failure shows its message without the next steps', async () => {
    server.use(
      http.post(api('/requests'), () =>
        failure(503, ERROR_CODES.SERVICE_UNAVAILABLE, 'Service temporarily unavailable'),
      ),
    );
    const { user } = await openFormAsPatient();
    await user.selectOptions(screen.getByLabelText(/^Blood component/), 'Platelets');
    await user.click(screen.getByRole('button', { name: 'Create Request' }));

    expect(await screen.findByTestId('create-error')).toHaveTextContent('Service temporarily unavailable');
    expect(screen.queryByTestId('limit-next-steps')).not.toBeInTheDocument();
  });

  it('a donor is told that only patients create requests', async () => {
    signIn(donorProfile());
    renderCreateRequest();
    expect(await screen.findByTestId('patients-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Request' })).not.toBeInTheDocument();
  });
});
