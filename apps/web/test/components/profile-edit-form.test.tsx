import type { Profile } from '@raktsetu/shared';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ProfileEditForm } from '../../src/features/profile/components/profile-edit-form.tsx';
import { donorProfile, signIn } from '../support/fixtures.ts';
import { api, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

describe('profile edit form: the SOS switch', () => {
  it('starts from the stored availability, and its new value is what is saved', async () => {
    const profile = donorProfile({ is_available_for_sos: true });
    signIn(profile);
    let sent: Partial<Profile> | undefined;
    server.use(
      http.put(api('/auth/profile'), async ({ request }) => {
        sent = (await request.json()) as Partial<Profile>;
        return HttpResponse.json(success({ ...profile, ...sent }, 'Profile updated successfully!'));
      }),
    );
    const onSaved = vi.fn();
    const { user } = renderPage(
      [{ path: '/app/profile', element: <ProfileEditForm profile={profile} onCancel={() => {}} onSaved={onSaved} /> }],
      '/app/profile',
    );

    const toggle = await screen.findByRole('switch', { name: 'Available for SOS alerts' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toMatchObject({ is_available_for_sos: false });
  });
});
