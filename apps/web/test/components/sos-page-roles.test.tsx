import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SosPage } from '../../src/features/sos/components/sos-page.tsx';
import { donorProfile, patientProfile, signIn } from '../support/fixtures.ts';
import { api, server } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

const showSos = () => renderPage([{ path: '/app/sos', element: <SosPage /> }], '/app/sos');

describe('the SOS page, by role', () => {
  it.each(['Coordinator', 'BloodBankStaff', 'Admin'] as const)(
    'tells a %s who sends an SOS instead of offering a button the server refuses',
    async (role) => {
      signIn(patientProfile({ user_type: role }));
      const sent = vi.fn();
      server.use(http.post(api('/requests'), () => (sent(), HttpResponse.json({}, { status: 403 }))));
      showSos();
      expect(await screen.findByTestId('sos-other-role')).toHaveTextContent(
        'SOS is raised by patients and their families, from their own account. If someone with you needs blood now, call 112',
      );
      expect(screen.queryByTestId('sos-button')).not.toBeInTheDocument();
      expect(screen.queryByTestId('sos-donor')).not.toBeInTheDocument();
      expect(sent).not.toHaveBeenCalled();
    },
  );

  it('still offers the button to a patient and the explanation to a donor', async () => {
    signIn(patientProfile());
    const { unmount } = showSos();
    expect(await screen.findByTestId('sos-button')).toBeInTheDocument();
    unmount();
    signIn(donorProfile());
    showSos();
    expect(await screen.findByTestId('sos-donor')).toBeInTheDocument();
    expect(screen.queryByTestId('sos-other-role')).not.toBeInTheDocument();
  });
});
