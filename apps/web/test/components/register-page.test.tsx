import { ERROR_CODES, MESSAGES, todayIso, type RegisterPayload } from '@raktsetu/shared';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { GuestOnlyRoute } from '../../src/app/routes/guest-only-route.tsx';
import { LoginPage } from '../../src/features/auth/components/login-page.tsx';
import { RegisterPage } from '../../src/features/auth/components/register-page.tsx';
import { api, failure, server } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

function renderRegister(at = '/register') {
  return renderPage(
    [
      { path: '/register', element: <RegisterPage /> },
      {
        path: '/login',
        element: (
          <GuestOnlyRoute>
            <LoginPage />
          </GuestOnlyRoute>
        ),
      },
    ],
    at,
  );
}

const patientChoice = () => screen.getByRole('radio', { name: /Patient or caregiver/ });
const donorChoice = () => screen.getByRole('radio', { name: /^Donor/ });
const dateOfBirth = () => screen.queryByLabelText(/^Date of birth/);

/** Records what POST /auth/register was sent, and answers as the server does. */
function acceptRegistration() {
  const sent: RegisterPayload[] = [];
  server.use(
    http.post(api('/auth/register'), async ({ request }) => {
      sent.push((await request.json()) as RegisterPayload);
      return HttpResponse.json({ status: 'success', message: MESSAGES.registrationSuccess }, { status: 201 });
    }),
  );
  return sent;
}

async function fillAccount(user: ReturnType<typeof renderRegister>['user'], email = 'meera@example.org') {
  await user.type(screen.getByLabelText(/^Full name/), 'Meera Joshi');
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Phone number/), '+91 98765 43210');
  await user.type(screen.getByLabelText(/^Password/), 'thal-2026');
  await user.type(screen.getByLabelText(/^Confirm password/), 'thal-2026');
  // The groups come from the API; the option appears once they have loaded.
  await screen.findByRole('option', { name: 'B+' });
  await user.selectOptions(screen.getByLabelText(/^Blood group/), 'B+');
}

describe('registration page', () => {
  it('is a patient account by default, which asks for a date of birth', async () => {
    renderRegister();
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(patientChoice()).toBeChecked();
    expect(dateOfBirth()).toBeInTheDocument();
    expect(dateOfBirth()).toHaveAttribute('max', todayIso());
  });

  it('/register?type=donor chooses a donor account, which has no date of birth', async () => {
    renderRegister('/register?type=donor');
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(donorChoice()).toBeChecked();
    expect(dateOfBirth()).not.toBeInTheDocument();
  });

  it('switching the account type shows and hides the date of birth', async () => {
    const { user } = renderRegister();
    await user.click(await screen.findByRole('radio', { name: /^Donor/ }));
    expect(dateOfBirth()).not.toBeInTheDocument();
    await user.click(patientChoice());
    expect(dateOfBirth()).toBeInTheDocument();
  });

  it('an empty form names every missing field at once, the date of birth too', async () => {
    const { user } = renderRegister();
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(MESSAGES.fullNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.confirmRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.bloodGroupRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.dobRequiredForPatients)).toBeInTheDocument();
  });

  it('a donor is never asked for a date of birth', async () => {
    const { user } = renderRegister('/register?type=donor');
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(MESSAGES.fullNameRequired)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.dobRequiredForPatients)).not.toBeInTheDocument();
  });

  it('refuses a date of birth in the future, and sends nothing', async () => {
    const { user } = renderRegister();
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillAccount(user);
    await user.type(dateOfBirth()!, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(MESSAGES.dobInvalid)).toBeInTheDocument();
  });

  it('a patient is registered with the date of birth, then sent to sign in with a notice and the address', async () => {
    const sent = acceptRegistration();
    const { user } = renderRegister();
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillAccount(user);
    await user.type(dateOfBirth()!, '2012-04-01');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByTestId('login-notice')).toHaveTextContent(MESSAGES.registrationSuccess);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('meera@example.org');
    expect(sent).toEqual([
      {
        full_name: 'Meera Joshi',
        email: 'meera@example.org',
        phone_number: '+91 98765 43210',
        password: 'thal-2026',
        city: null,
        state: null,
        user_type: 'Patient',
        blood_group_id: 3,
        date_of_birth: '2012-04-01',
        preferred_language: 'en',
      },
    ]);
  });

  it('a donor is registered without a date of birth', async () => {
    const sent = acceptRegistration();
    const { user } = renderRegister('/register?type=donor');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillAccount(user, 'ravi@example.org');
    await user.type(screen.getByLabelText(/^City/), 'Nagpur');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByTestId('login-notice')).toHaveTextContent(MESSAGES.registrationSuccess);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ user_type: 'Donor', date_of_birth: null, city: 'Nagpur', blood_group_id: 3 });
  });

  it("puts the server's field messages on their fields and stays on the page", async () => {
    server.use(
      http.post(api('/auth/register'), () =>
        failure(400, ERROR_CODES.VALIDATION_FAILED, 'Validation failed', [
          { field: 'phone_number', message: MESSAGES.phoneInvalid },
        ]),
      ),
    );
    const { user } = renderRegister('/register?type=donor');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByTestId('register-error')).toHaveTextContent('Validation failed');
    const phone = screen.getByLabelText(/^Phone number/);
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.phoneInvalid));
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });
});
