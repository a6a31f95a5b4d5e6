import { createLocalizer, loadMessageCatalogue, MESSAGES, type Profile } from '@raktsetu/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicLayout } from '../../src/app/layouts/public-layout.tsx';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { LanguageSwitcher } from '../../src/components/language/language-switcher.tsx';
import { Alert } from '../../src/components/ui/alert.tsx';
import { Input } from '../../src/components/ui/input.tsx';
import { LANGUAGE_KEY, UNSAVED_KEY } from '../../src/i18n/device-language.ts';
import i18n, { setLanguage } from '../../src/i18n/index.ts';
import hiFirst from '../../src/i18n/locales/hi-first.ts';
import mrFirst from '../../src/i18n/locales/mr-first.ts';
import { donorProfile, patientProfile, signIn } from '../support/fixtures.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const renderPublic = () => renderPage([{ path: '/', element: <PublicLayout /> }], '/');

const renderSignedIn = () =>
  renderPage(
    [
      {
        path: '/app/settings',
        element: (
          <ProtectedRoute>
            <LanguageSwitcher />
          </ProtectedRoute>
        ),
      },
    ],
    '/app/settings',
  );

/** Answers PUT /auth/profile as the server does, and records each body. */
function acceptProfileUpdates(profile: Profile): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.put(api('/auth/profile'), async ({ request }) => {
      const body = (await request.json()) as Partial<Profile>;
      sent.push(body);
      return HttpResponse.json(success({ ...profile, ...body }));
    }),
  );
  return sent;
}

describe('language switcher', () => {
  it('offers each language in its own name under the label "Language", on a public page', () => {
    renderPublic();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect([...(select as HTMLSelectElement).options].map((o) => [o.value, o.text])).toEqual([
      ['en', 'English'],
      ['hi', 'हिन्दी'],
      ['mr', 'मराठी'],
    ]);
    expect(select).toHaveValue('en');
  });

  it('signed out: turns the page into Hindi, sets <html lang>, remembers it on the device as not yet saved', async () => {
    const { user } = renderPublic();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
    expect(await screen.findByRole('link', { name: hiFirst.nav.signIn })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: hiFirst.language.label })).toHaveValue('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi');
    expect(localStorage.getItem(UNSAVED_KEY)).toBe('1');
  });

  it('signed in: saves the choice to the profile with only preferred_language', async () => {
    const profile = donorProfile({ preferred_language: 'en' });
    signIn(profile);
    const sent = acceptProfileUpdates(profile);
    const { user } = renderSignedIn();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'mr');
    await waitFor(() => expect(sent).toEqual([{ preferred_language: 'mr' }]));
    expect(await screen.findByRole('combobox', { name: mrFirst.language.label })).toHaveValue('mr');
    await waitFor(() => expect(localStorage.getItem(UNSAVED_KEY)).toBeNull());
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('mr');
  });

  it('signed in: a failed save keeps the language on the device, marked unsaved, and says so', async () => {
    signIn(patientProfile({ preferred_language: 'en' }));
    server.use(http.put(api('/auth/profile'), () => failure(503, 'SERVICE_UNAVAILABLE', 'Try again later')));
    const { user } = renderSignedIn();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'hi');
    expect(await screen.findByText(hiFirst.language.saveFailed)).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi');
    expect(localStorage.getItem(UNSAVED_KEY)).toBe('1');
  });
});

describe('language and the profile at sign-in', () => {
  it("applies the profile's language when nothing was chosen on this device", async () => {
    signIn(donorProfile({ preferred_language: 'mr' }));
    renderSignedIn();
    expect(await screen.findByRole('combobox', { name: mrFirst.language.label })).toHaveValue('mr');
    expect(document.documentElement.lang).toBe('mr');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('mr');
    expect(localStorage.getItem(UNSAVED_KEY)).toBeNull();
  });

  it('keeps a language chosen on this device before signing in, and updates the profile to it', async () => {
    const profile = patientProfile({ preferred_language: 'en' });
    localStorage.setItem(LANGUAGE_KEY, 'hi');
    localStorage.setItem(UNSAVED_KEY, '1');
    await i18n.changeLanguage('hi');
    signIn(profile);
    const sent = acceptProfileUpdates(profile);
    renderSignedIn();
    await waitFor(() => expect(sent).toEqual([{ preferred_language: 'hi' }]));
    await waitFor(() => expect(localStorage.getItem(UNSAVED_KEY)).toBeNull());
    expect(screen.getByRole('combobox', { name: hiFirst.language.label })).toHaveValue('hi');
  });
});

describe('shared form messages', () => {
  it('are shown in the current language in field errors and alerts: English as written, Hindi from the shared catalogue', async () => {
    const { rerender } = render(<Input label="Email" error={MESSAGES.emailRequired} />);
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();

    await setLanguage('hi', { unsaved: false });
    const hindi = createLocalizer(await loadMessageCatalogue('hi'))(MESSAGES.emailRequired);
    expect(hindi).not.toBe(MESSAGES.emailRequired);
    rerender(<Input label="Email" error={MESSAGES.emailRequired} />);
    expect(await screen.findByText(hindi)).toBeInTheDocument();
    const fixErrors = createLocalizer(await loadMessageCatalogue('hi'))(MESSAGES.fixErrors);
    expect(fixErrors).not.toBe(MESSAGES.fixErrors);
    render(<Alert tone="error">{MESSAGES.fixErrors}</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent(fixErrors);
    // A message the catalogue does not know (e.g. already translated by the server) is shown as it came.
    rerender(<Input label="Email" error="सर्वर का संदेश" />);
    expect(screen.getByText('सर्वर का संदेश')).toBeInTheDocument();
  });
});
