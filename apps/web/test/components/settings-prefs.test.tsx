import type { Profile } from '@raktsetu/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { SettingsPage } from '../../src/features/settings/components/settings-page.tsx';
import { donorProfile, patientProfile, signIn } from '../support/fixtures.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

const renderSettings = () =>
  renderPage(
    [
      {
        path: '/app/settings',
        element: (
          <ProtectedRoute>
            <SettingsPage />
          </ProtectedRoute>
        ),
      },
    ],
    '/app/settings',
  );

describe('settings: e-mail preferences', () => {
  it('a donor turns other request alerts off; only that preference is sent and the switch stays off', async () => {
    const profile = donorProfile({ email_alerts: true, email_notices: true });
    signIn(profile);
    const sent: unknown[] = [];
    server.use(
      http.put(api('/auth/profile'), async ({ request }) => {
        const body = (await request.json()) as Partial<Profile>;
        sent.push(body);
        return HttpResponse.json(success({ ...profile, ...body }, 'Profile updated successfully!'));
      }),
    );
    const { user } = renderSettings();
    const card = (await screen.findByRole('heading', { name: 'E-mail preferences' })).closest('section')!;
    expect(card).toHaveTextContent('SOS alerts are always e-mailed');
    const alerts = within(card).getByRole('switch', { name: 'Other request alerts by e-mail' });
    expect(alerts).toBeChecked();
    await user.click(alerts);
    expect(await within(card).findByTestId('email-preferences-result')).toHaveTextContent(
      'Your e-mail preferences are saved.',
    );
    expect(sent).toEqual([{ email_alerts: false }]);
    expect(alerts).not.toBeChecked();
  });

  it('a patient has only the notices switch, and a refusal is shown with the server’s message', async () => {
    signIn(patientProfile({ email_notices: true }));
    server.use(
      http.put(api('/auth/profile'), () => failure(400, 'VALIDATION_ERROR', 'email_notices must be true or false')),
    );
    const { user } = renderSettings();
    const card = (await screen.findByRole('heading', { name: 'E-mail preferences' })).closest('section')!;
    expect(within(card).queryByRole('switch', { name: /Other request alerts/ })).not.toBeInTheDocument();
    const notices = within(card).getByRole('switch', { name: /Notices by e-mail/ });
    await user.click(notices);
    expect(await within(card).findByTestId('email-preferences-result')).toHaveTextContent(
      'email_notices must be true or false',
    );
    expect(notices).toBeChecked();
  });
});
