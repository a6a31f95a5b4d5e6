import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { HelpPage } from '../../src/features/help/components/help-page.tsx';
import { REQUEST_ID, patientProfile, signIn } from '../support/fixtures.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

const renderHelp = () => renderPage([{ path: '/app/help', element: <HelpPage /> }], '/app/help');

describe('help page', () => {
  it('gives the emergency numbers as tap-to-call, the support e-mail and the warning about money', () => {
    signIn(patientProfile());
    renderHelp();
    expect(screen.getByRole('link', { name: /Call 112/ })).toHaveAttribute('href', 'tel:112');
    expect(screen.getByRole('link', { name: /Call 108/ })).toHaveAttribute('href', 'tel:108');
    expect(screen.getByRole('link', { name: 'support@raktsetu.org' })).toHaveAttribute(
      'href',
      'mailto:support@raktsetu.org',
    );
    expect(
      screen.getByText(/Donors never ask for money — paying or being paid for blood is illegal in India/),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'For patients' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For donors' })).toBeInTheDocument();
    expect(screen.getByText('Is CareBot a doctor?')).toBeInTheDocument();
  });

  it('files a report about a pasted request link and shows the server’s thank-you', async () => {
    signIn(patientProfile());
    let sent: unknown;
    server.use(
      http.post(api('/reports'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          ...success({ report_id: 'r-1', created: true }),
          message: 'Thank you. A coordinator will look at this report.',
        });
      }),
    );
    const { user } = renderHelp();
    await user.type(screen.getByLabelText(/Its link or id/), `https://raktsetu.org/app/requests/${REQUEST_ID}`);
    await user.selectOptions(screen.getByLabelText(/^Reason/), 'They asked for money');
    await user.type(screen.getByLabelText(/Details/), 'Asked for 5000 rupees on the phone');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByTestId('report-sent')).toHaveTextContent(
      'Thank you. A coordinator will look at this report.',
    );
    expect(sent).toEqual({
      subject_type: 'request',
      subject_id: REQUEST_ID,
      reason: 'asked_for_money',
      details: 'Asked for 5000 rupees on the phone',
    });
  });

  it('refuses to send without a reason, and shows the server’s message when it refuses', async () => {
    signIn(patientProfile());
    let calls = 0;
    server.use(
      http.post(api('/reports'), () => {
        calls += 1;
        return failure(404, 'NOT_FOUND', 'That request does not exist');
      }),
    );
    const { user } = renderHelp();
    await user.type(screen.getByLabelText(/Its link or id/), REQUEST_ID);
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Choose a reason')).toBeInTheDocument();
    expect(calls).toBe(0);
    await user.selectOptions(screen.getByLabelText(/^Reason/), 'fake_request');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('That request does not exist')).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
