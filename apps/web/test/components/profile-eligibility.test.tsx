import type { Profile } from '@raktsetu/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ProfileDetails } from '../../src/features/profile/components/profile-details.tsx';
import { ProfileEditForm } from '../../src/features/profile/components/profile-edit-form.tsx';
import { AppProviders } from '../../src/app/providers.tsx';
import { donorProfile, signIn } from '../support/fixtures.ts';
import { api, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

function renderEdit(profile: Profile) {
  signIn(profile);
  const onSaved = vi.fn();
  const view = renderPage(
    [{ path: '/app/profile', element: <ProfileEditForm profile={profile} onCancel={() => {}} onSaved={onSaved} /> }],
    '/app/profile',
  );
  return { ...view, onSaved };
}

describe('profile: the donor’s health details and eligibility', () => {
  it('saves sex, weight, date of birth and haemoglobin as numbers, and empty ones as null', async () => {
    const profile = donorProfile({ weight_kg: 70 });
    let sent: Partial<Profile> | undefined;
    server.use(
      http.put(api('/auth/profile'), async ({ request }) => {
        sent = (await request.json()) as Partial<Profile>;
        return HttpResponse.json(success({ ...profile, ...sent }, 'Profile updated successfully!'));
      }),
    );
    const { user, onSaved } = renderEdit(profile);
    await user.selectOptions(screen.getByLabelText('Sex'), 'Female');
    await user.type(screen.getByLabelText('Date of birth'), '1990-05-04');
    await user.clear(screen.getByLabelText('Weight (kg)'));
    await user.type(screen.getByLabelText(/Haemoglobin/), '13.2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toMatchObject({
      sex: 'female',
      date_of_birth: '1990-05-04',
      weight_kg: null,
      hemoglobin_g_dl: 13.2,
    });
  });

  it('shows the shared schema’s message for a weight out of range and sends nothing', async () => {
    let calls = 0;
    server.use(
      http.put(api('/auth/profile'), () => {
        calls += 1;
        return HttpResponse.json(success(donorProfile()));
      }),
    );
    const { user } = renderEdit(donorProfile());
    await user.type(screen.getByLabelText('Weight (kg)'), '20');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Weight must be between 30 and 250 kg')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('view mode: the eligibility card says from when and why, and the details show what was given', () => {
    signIn(donorProfile());
    render(
      <AppProviders>
        <ProfileDetails
          profile={donorProfile({
            sex: 'male',
            weight_kg: 62.5,
            hemoglobin_g_dl: null,
            eligibility: {
              eligible: false,
              reasons: ['Gave blood recently'],
              reason_codes: ['recent_donation'],
              next_eligible_date: '2026-09-01',
            },
          })}
        />
      </AppProviders>,
    );
    const card = screen.getByTestId('eligibility-card');
    expect(card).toHaveTextContent('Eligible from 1 Sept 2026');
    expect(card).toHaveTextContent('Gave blood recently');
    expect(card).toHaveTextContent(
      'Health details you have not given (such as weight or haemoglobin) never count against you.',
    );
    expect(screen.getByText('62.5 kg')).toBeInTheDocument();
    expect(screen.getByText('Male')).toBeInTheDocument();
  });

  it('view mode: with another bar besides a recent donation, no date is promised', () => {
    signIn(donorProfile());
    render(
      <AppProviders>
        <ProfileDetails
          profile={donorProfile({
            weight_kg: 42,
            eligibility: {
              eligible: false,
              reasons: ['Weight under 45 kg', 'Gave blood recently'],
              reason_codes: ['underweight', 'recent_donation'],
              next_eligible_date: '2026-09-01',
            },
          })}
        />
      </AppProviders>,
    );
    const card = screen.getByTestId('eligibility-card');
    expect(card).toHaveTextContent('Not eligible to donate at present');
    expect(card).not.toHaveTextContent('Eligible from');
    expect(card).toHaveTextContent('Weight under 45 kg');
  });

  it('view mode: an eligible donor reads "Eligible now"', () => {
    signIn(donorProfile());
    render(
      <AppProviders>
        <ProfileDetails profile={donorProfile()} />
      </AppProviders>,
    );
    expect(screen.getByTestId('eligibility-card')).toHaveTextContent('Eligible now');
  });
});
