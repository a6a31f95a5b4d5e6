import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ReportLink } from '../../src/components/report/report-link.tsx';
import { DONOR_ID, patientProfile, signIn } from '../support/fixtures.ts';
import { api, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

describe('Report link', () => {
  it('opens Report a problem about its subject, sends it with the fixed id and says thank you', async () => {
    signIn(patientProfile());
    let sent: unknown;
    server.use(
      http.post(api('/reports'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          ...success({ report_id: 'r-2', created: true }),
          message: 'Thank you for telling us.',
        });
      }),
    );
    const { user } = renderPage(
      [{ path: '/', element: <ReportLink subject={{ type: 'user', id: DONOR_ID }} label="Report Rahul" /> }],
      '/',
    );
    await user.click(screen.getByRole('button', { name: 'Report Rahul' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this person' });
    expect(within(dialog).queryByLabelText(/Its link or id/)).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'harassment');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByTestId('report-sent')).toHaveTextContent('Thank you for telling us.');
    expect(sent).toEqual({ subject_type: 'user', subject_id: DONOR_ID, reason: 'harassment', details: null });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
