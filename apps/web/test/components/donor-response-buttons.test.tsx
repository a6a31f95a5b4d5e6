import { screen, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DonorResponseButtons } from '../../src/features/requests/components/request-actions.tsx';
import { REQUEST_ID, donorProfile, requestForDonor, signIn } from '../support/fixtures.ts';
import { api, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

/** The buttons, gone as soon as one is pressed: as when the live update of the answer re-draws the list first. */
function GoneOnPress() {
  const [shown, setShown] = useState(true);
  return (
    <div onClickCapture={() => setTimeout(() => setShown(false), 0)}>
      {shown && <DonorResponseButtons requestId={REQUEST_ID} label="B+ Whole Blood" />}
    </div>
  );
}

describe('donor answer buttons', () => {
  it('confirm the answer even when the list re-drew them away before the server answered', async () => {
    signIn(donorProfile());
    server.use(
      http.post(api(`/requests/${REQUEST_ID}/respond`), async () => {
        await delay(50);
        return HttpResponse.json(success(requestForDonor({ my_response: 'accept', can_respond: false })));
      }),
    );
    const { user } = renderPage([{ path: '/app/requests', element: <GoneOnPress /> }], '/app/requests');
    await user.click(screen.getByRole('button', { name: 'Accept the B+ Whole Blood request' }));
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    const toasts = screen.getByRole('region', { name: /^Messages/ });
    expect(await within(toasts).findByText('Successfully accepted the request')).toBeInTheDocument();
  });
});
