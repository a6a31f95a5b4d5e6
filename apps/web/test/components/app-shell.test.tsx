import type { BloodBank } from '@raktsetu/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineSince } from '../../src/components/app-shell/offline-since.tsx';
import { UpdatePrompt } from '../../src/components/app-shell/update-prompt.tsx';
import { LoadingScreen } from '../../src/components/layout/loading-screen.tsx';
import { DashboardPage } from '../../src/features/dashboard/components/dashboard-page.tsx';
import { ProfilePage } from '../../src/features/profile/components/profile-page.tsx';
import { SosPage } from '../../src/features/sos/components/sos-page.tsx';
import { offerUpdate } from '../../src/lib/offline/app-update.ts';
import { clearSavedData } from '../../src/lib/offline/clear-saved-data.ts';
import { readCard, saveBanks, saveCard } from '../../src/lib/offline/saved-data.ts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../src/lib/token-storage.ts';
import { donorProfile, patientProfile, signIn, SECOND_DONOR_ID } from '../support/fixtures.ts';
import { api, server } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';
import { accessToken } from '../support/tokens.ts';

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

afterEach(() => {
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
});

const bank = (id: number, name: string, phone: string | null): BloodBank => ({
  bank_id: id,
  name,
  category: null,
  address: 'Aberdeen Bazaar',
  city: 'Port Blair',
  district: null,
  state: 'Andaman and Nicobar Islands',
  pincode: null,
  phone,
  email: null,
  service_time: null,
  latitude: null,
  longitude: null,
  distance_km: 2.5,
  stock_summary: { groups_in_stock: [], last_updated: null, freshness: 'unknown' },
  stock_match: null,
});

describe('the update prompt', () => {
  it('appears only when a new version waits, switches to it on Reload and steps aside on Later', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<UpdatePrompt />);
    expect(screen.queryByTestId('update-prompt')).not.toBeInTheDocument();

    const activate = vi.fn();
    act(() => offerUpdate(activate));
    const prompt = await screen.findByTestId('update-prompt');
    expect(prompt).toHaveTextContent('Update available');
    expect(activate).not.toHaveBeenCalled();
    await user.click(within(prompt).getByRole('button', { name: 'Reload' }));
    expect(activate).toHaveBeenCalledTimes(1);
    unmount();

    render(<UpdatePrompt />);
    await user.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('update-prompt')).not.toBeInTheDocument();
  });
});

describe('the SOS page with no connection', () => {
  it('says an SOS cannot go out, offers 112 and 108 and the banks last seen, and sends nothing', async () => {
    const patient = patientProfile();
    signIn(patient);
    const sent = vi.fn();
    server.use(http.post(api('/requests'), () => (sent(), HttpResponse.json({}, { status: 500 }))));
    saveBanks([bank(1, 'Port Blair Blood Centre', '03192 232102, 9434266561'), bank(2, 'GB Pant Hospital', null)]);
    goOffline();

    renderPage([{ path: '/app/sos', element: <SosPage /> }], '/app/sos');
    const offline = await screen.findByTestId('sos-offline');
    expect(offline).toHaveTextContent('No internet connection');
    expect(offline).toHaveTextContent('it is not kept to send later');
    expect(within(offline).getByRole('link', { name: /Call 112/ })).toHaveAttribute('href', 'tel:112');
    expect(within(offline).getByRole('link', { name: /Call 108/ })).toHaveAttribute('href', 'tel:108');
    expect(within(offline).getByTestId('sos-button')).toBeDisabled();

    const banks = within(offline).getAllByTestId('saved-bank');
    expect(banks).toHaveLength(2);
    // A bank listing two numbers gets a link for each, not one number made of both.
    expect(within(banks[0]!).getByRole('link', { name: 'Call 03192 232102' })).toHaveAttribute(
      'href',
      'tel:03192232102',
    );
    expect(within(banks[0]!).getByRole('link', { name: 'Call 9434266561' })).toHaveAttribute('href', 'tel:9434266561');
    expect(banks[1]).toHaveTextContent('No phone number listed');
    expect(within(screen.getByTestId('saved-banks')).getByTestId('last-updated')).toHaveTextContent('Last updated');
    expect(sent).not.toHaveBeenCalled();
  });

  it('says so when no bank was saved yet', async () => {
    signIn(donorProfile());
    goOffline();
    renderPage([{ path: '/app/sos', element: <SosPage /> }], '/app/sos');
    expect(await screen.findByTestId('saved-banks')).toHaveTextContent('No blood banks are saved on this phone yet');
    // A donor has no SOS to send: only the numbers to call.
    expect(screen.queryByTestId('sos-button')).not.toBeInTheDocument();
  });
});

describe('the card saved on the phone', () => {
  it("shows the donor's group and dates when the profile cannot be loaded, and never another person's card", async () => {
    const donor = donorProfile({
      blood_group: 'B+',
      next_eligible_date: '2026-03-01',
      last_donation_date: '2025-12-01',
    });
    saveCard(donor, Date.UTC(2026, 0, 10, 9, 0));
    localStorage.setItem(ACCESS_TOKEN_KEY, accessToken(donor.user_id, Date.now(), 'Donor'));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-token-of-the-component-tests');
    server.use(http.get(api('/auth/profile'), () => HttpResponse.error()));

    renderPage([{ path: '/app/profile', element: <ProfilePage /> }], '/app/profile');
    const card = await screen.findByTestId('saved-card', {}, { timeout: 15_000 });
    expect(within(card).getByTestId('saved-card-group')).toHaveTextContent('B+');
    expect(card).toHaveTextContent('Can donate from');
    expect(card).toHaveTextContent('1 Mar 2026');
    expect(card).toHaveTextContent('1 Dec 2025');
    expect(card).toHaveTextContent('Last updated');

    expect(readCard(SECOND_DONOR_ID)).toBeNull();
    clearSavedData();
    expect(readCard(donor.user_id)).toBeNull();
  }, 20_000);
  it('on the dashboard offline: the card and the way to emergency numbers and saved banks', async () => {
    const donor = donorProfile({ blood_group: 'O-' });
    signIn(donor);
    saveCard(donor, Date.UTC(2026, 0, 10, 9, 0));
    server.use(http.get(api('/dashboard'), () => HttpResponse.error()));
    goOffline();

    renderPage([{ path: '/app/dashboard', element: <DashboardPage /> }], '/app/dashboard');
    const sos = await screen.findByTestId('dashboard-offline-sos', {}, { timeout: 15_000 });
    expect(sos).toHaveAttribute('href', '/app/sos');
    expect(sos).toHaveTextContent('Emergency numbers and saved blood banks');
    expect(within(screen.getByTestId('saved-card')).getByTestId('saved-card-group')).toHaveTextContent('O-');
    clearSavedData();
  }, 20_000);
});

describe('lists shown from memory with no connection', () => {
  it('say when they were last updated, and only while offline', () => {
    const at = Date.UTC(2026, 10, 26, 9, 30);
    const { rerender } = render(<OfflineSince updatedAt={at} />);
    expect(screen.queryByTestId('last-updated')).not.toBeInTheDocument();
    act(() => goOffline());
    rerender(<OfflineSince updatedAt={at} />);
    expect(screen.getByTestId('last-updated')).toHaveTextContent('Last updated 26 Nov 2026');
    rerender(<OfflineSince updatedAt={0} />);
    expect(screen.queryByTestId('last-updated')).not.toBeInTheDocument();
  });
});

describe('a slow connection', () => {
  it('says it is still loading and offers a retry after 10 s', () => {
    vi.useFakeTimers();
    try {
      render(<LoadingScreen message="Loading..." />);
      act(() => vi.advanceTimersByTime(9_000));
      expect(screen.queryByTestId('still-loading')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1_500));
      const slow = screen.getByTestId('still-loading');
      expect(slow).toHaveTextContent('Still loading… The connection seems slow.');
      expect(within(slow).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
