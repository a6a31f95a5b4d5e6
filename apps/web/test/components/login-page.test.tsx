import { ERROR_CODES, MESSAGES, type LoginInput, type LoginResponse } from '@raktsetu/shared';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { GuestOnlyRoute } from '../../src/app/routes/guest-only-route.tsx';
import { LoginPage } from '../../src/features/auth/components/login-page.tsx';
import i18n, { setLanguage } from '../../src/i18n/index.ts';
import { patientProfile } from '../support/fixtures.ts';
import { api, failure, server } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';
import { accessToken } from '../support/tokens.ts';

function renderLogin() {
  return renderPage(
    [
      {
        path: '/login',
        element: (
          <GuestOnlyRoute>
            <LoginPage />
          </GuestOnlyRoute>
        ),
      },
    ],
    '/login',
  );
}

const emailField = () => screen.getByLabelText(/^Email/);
const passwordField = () => screen.getByLabelText(/^Password/);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('sign-in page', () => {
  it('asks a newcomer to join in one sentence that ends as the language ends it (Hindi: ।)', async () => {
    await setLanguage('hi', { unsaved: false });
    renderLogin();
    const donor = await screen.findByRole('link', { name: 'डोनर बनें' });
    expect(donor).toHaveAttribute('href', '/register?type=donor');
    expect(screen.getByRole('link', { name: 'अकाउंट बनाएँ' })).toHaveAttribute('href', '/register');
    expect(donor.parentElement).toHaveTextContent(/^RaktSetu पर नए हैं\? अकाउंट बनाएँ या डोनर बनें।$/);
  });

  it('names each missing field and calls nothing', async () => {
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(emailField()).toHaveAccessibleDescription(MESSAGES.emailRequired);
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says an address is not one, and clears the error as soon as the field changes', async () => {
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText(/^Email/), 'asha@');
    await user.type(passwordField(), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();

    await user.type(emailField(), 'example.org');
    expect(screen.queryByText(MESSAGES.emailInvalid)).not.toBeInTheDocument();
  });

  it("shows the server's refusal and stays on the page", async () => {
    server.use(
      http.post(api('/auth/login'), () => failure(401, ERROR_CODES.UNAUTHORIZED, 'Invalid email or password')),
    );
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText(/^Email/), 'asha@example.org');
    await user.type(passwordField(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByTestId('login-error')).toHaveTextContent('Invalid email or password');
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    expect(passwordField()).toHaveValue('wrong-password');
  });

  it('sends "remember me" and goes to the dashboard once signed in', async () => {
    let sent: LoginInput | undefined;
    const profile = patientProfile();
    server.use(
      http.post(api('/auth/login'), async ({ request }) => {
        sent = (await request.json()) as LoginInput;
        const answer: LoginResponse = {
          status: 'success',
          message: 'Login successful',
          data: {
            access_token: accessToken(profile.user_id, Date.now()),
            refresh_token: 'refresh-token',
            user: profile,
          },
        };
        return HttpResponse.json(answer);
      }),
    );
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText(/^Email/), ' Asha@Example.org ');
    await user.type(passwordField(), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me for 7 days' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveAttribute('data-path', '/app/dashboard'));
    // The shared schema trims and lower-cases the address before it is sent.
    expect(sent).toEqual({ email: 'asha@example.org', password: 'secret1', remember_me: true });
  });

  it('"Email me a sign-in link" needs only the address, and says what the server answered', async () => {
    let sent: unknown;
    server.use(
      http.post(api('/auth/sign-in-link'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ status: 'success', message: MESSAGES.signInLinkSent });
      }),
    );
    const { user } = renderLogin();
    const sendLink = await screen.findByRole('button', { name: 'Email me a sign-in link' });

    // Without an address nothing is sent (no handler would answer a call).
    await user.click(sendLink);
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.passwordRequired)).not.toBeInTheDocument();

    await user.type(emailField(), 'asha@example.org');
    await user.click(sendLink);
    expect(await screen.findByTestId('sign-in-link-result')).toHaveTextContent(MESSAGES.signInLinkSent);
    expect(sent).toEqual({ email: 'asha@example.org' });
    expect(screen.queryByText(MESSAGES.passwordRequired)).not.toBeInTheDocument();
  });

  it('says so when the sign-in link could not be sent', async () => {
    server.use(
      http.post(api('/auth/sign-in-link'), () =>
        failure(429, ERROR_CODES.RATE_LIMITED, 'Too many requests. Please try again later.'),
      ),
    );
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText(/^Email/), 'asha@example.org');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByTestId('sign-in-link-result')).toHaveTextContent(
      'Too many requests. Please try again later.',
    );
  });
});
