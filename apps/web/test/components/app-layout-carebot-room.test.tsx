import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLayout } from '../../src/app/layouts/app-layout.tsx';
import { AppProviders } from '../../src/app/providers.tsx';
import { patientProfile, signIn } from '../support/fixtures.ts';
import { api, server, success } from '../support/msw.ts';

// The floating CareBot button sits over the bottom-right corner of every signed-in page but the CareBot page: the
// page's main area keeps room below its last content wherever the button shows (seen in Chromium at 360 px).

function renderAppAt(path: string) {
  signIn(patientProfile());
  server.use(
    http.get(api('/notifications'), () => HttpResponse.json({ ...success([]), unread_count: 0 })),
    http.get(api('/notifications/unread-count'), () => HttpResponse.json(success({ unread_count: 0 }))),
    // The live stream, open and quiet.
    http.get(
      api('/events'),
      () => new HttpResponse(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } }),
    ),
  );
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/app" element={<AppLayout />}>
            <Route path="dashboard" element={<p>the dashboard</p>} />
            <Route path="carebot" element={<p>the chat</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('the signed-in layout and the floating CareBot button', () => {
  it('keeps room below the last content where the button shows', async () => {
    renderAppAt('/app/dashboard');
    expect(await screen.findByRole('button', { name: 'Open CareBot' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveClass('pb-28');
  });

  it('keeps no such room on the CareBot page, where there is no button', async () => {
    renderAppAt('/app/carebot');
    expect(await screen.findByText('the chat')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open CareBot' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveClass('pb-28');
  });
});
