import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppNavbar } from '../../src/app/layouts/app-navbar.tsx';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { StaffGoToBank } from '../../src/app/routes/staff-go-to-bank.tsx';
import { patientProfile, signIn } from '../support/fixtures.ts';
import { api, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

const staff = () =>
  patientProfile({
    user_id: '3c4d5e6f-7081-4a9b-8c0d-1e2f3a4b5c6d',
    user_type: 'BloodBankStaff',
    blood_group_id: null,
    blood_group: null,
  });

function renderNavbar() {
  server.use(http.get(api('/notifications'), () => HttpResponse.json({ ...success([]), unread_count: 0 })));
  return renderPage(
    [
      {
        path: '/app/dashboard',
        element: (
          <ProtectedRoute>
            <AppNavbar />
          </ProtectedRoute>
        ),
      },
    ],
    '/app/dashboard',
  );
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('navigation by role', () => {
  it('shows My blood bank, Blood Banks, Notifications and Profile, and no SOS button', async () => {
    signIn(staff());
    const { user } = renderNavbar();

    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(linkNames(main)).toEqual(['My blood bank', 'Blood Banks', 'Notifications', 'Profile']);
    expect(within(main).getByRole('link', { name: 'My blood bank' })).toHaveAttribute('href', '/app/bank');
    expect(screen.queryByRole('link', { name: 'Emergency SOS' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RaktSetu home' })).toHaveAttribute('href', '/app/bank');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(linkNames(mobile)).toEqual(['My blood bank', 'Blood Banks', 'Notifications', 'Profile']);
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('Blood bank staff');
  });

  it('patients keep the usual links and the SOS button, reach the blood banks in one tap, and their Blood Bridge', async () => {
    signIn(patientProfile());
    renderNavbar();

    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(linkNames(main)).toEqual(['Dashboard', 'Requests', 'Find Donors', 'Blood Banks', 'Blood Bridge', 'Profile']);
    expect(within(main).getByRole('link', { name: 'Blood Bridge' })).toHaveAttribute('href', '/app/bridge');
    expect(within(main).getByRole('link', { name: 'Blood Banks' })).toHaveAttribute('href', '/app/blood-banks');
    expect(screen.getByRole('link', { name: 'Emergency SOS' })).toHaveAttribute('href', '/app/sos');
  });

  it('admins keep the usual links and manage the reward Partners; only donors see Rewards', async () => {
    signIn(patientProfile({ user_type: 'Admin' }));
    renderNavbar();

    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(linkNames(main)).toEqual(['Dashboard', 'Requests', 'Find Donors', 'Blood Banks', 'Profile', 'Partners']);
    // Only patients raise an SOS (donors learn how they are alerted): no button that would only be refused.
    expect(screen.queryByRole('link', { name: 'Emergency SOS' })).not.toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Partners' })).toHaveAttribute('href', '/app/admin/partners');
  });

  it('donors are not offered Find Donors, which is for patients, and see their Rewards', async () => {
    signIn(patientProfile({ user_type: 'Donor' }));
    const { user } = renderNavbar();

    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(linkNames(main)).toEqual(['Dashboard', 'Requests', 'Blood Banks', 'My Bridges', 'Rewards', 'Profile']);
    expect(within(main).getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/app/coupons');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(linkNames(screen.getByRole('navigation', { name: 'Mobile' }))).toEqual([
      'Dashboard',
      'Requests',
      'Blood Banks',
      'My Bridges',
      'Rewards',
      'Profile',
    ]);
  });

  it('coordinators see their page first, the blood banks, notices and profile', async () => {
    signIn(patientProfile({ user_type: 'Coordinator' }));
    renderNavbar();

    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(linkNames(main)).toEqual(['Coordinator', 'Blood Banks', 'Notifications', 'Profile']);
    expect(within(main).getByRole('link', { name: 'Coordinator' })).toHaveAttribute('href', '/app/coordinator');
  });

  it('staff signing in land on their bank instead of the dashboard', async () => {
    signIn(staff());
    renderPage(
      [
        {
          path: '/app/dashboard',
          element: (
            <ProtectedRoute>
              <StaffGoToBank>
                <p>Dashboard</p>
              </StaffGoToBank>
            </ProtectedRoute>
          ),
        },
      ],
      '/app/dashboard',
    );
    expect(await screen.findByTestId('elsewhere')).toHaveAttribute('data-path', '/app/bank');
  });
});
