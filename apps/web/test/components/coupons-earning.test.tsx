import { ERROR_CODES, MESSAGES, type RegisterPayload } from '@raktsetu/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { RegisterPage } from '../../src/features/auth/components/register-page.tsx';
import { ConfirmDonationCard } from '../../src/features/bank/components/confirm-donation-card.tsx';
import { ReferralCard } from '../../src/features/profile/components/referral-card.tsx';
import { DONOR_ID, donorProfile, patientProfile, signIn } from '../support/fixtures.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

const BANK_ID = 42;

describe('bank staff: confirm a donation', () => {
  function renderCard() {
    const sent: unknown[] = [];
    signIn(patientProfile({ user_type: 'BloodBankStaff', blood_group_id: null, blood_group: null }));
    const view = renderPage([{ path: '/app/bank', element: <ConfirmDonationCard bankId={BANK_ID} /> }], '/app/bank');
    return { ...view, sent };
  }

  it('sends the donor, component and today’s date, and names the donor briefly on success', async () => {
    const { user, sent } = renderCard();
    server.use(
      http.post(api(`/blood-banks/${BANK_ID}/donations`), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          ...success({
            donation_id: 'd1',
            donor_name: 'Rahul D.',
            donation_date: '2026-11-23',
            component: 'Platelets',
          }),
          message: 'Donation confirmed for Rahul D.: they will be thanked with a partner coupon.',
        });
      }),
    );
    const card = screen.getByRole('region', { name: 'Confirm a donation' });
    const date = within(card).getByLabelText(/^Donation date/);
    const today = (date as HTMLInputElement).value;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await user.type(within(card).getByRole('textbox', { name: /Donor e-mail or phone/ }), ' rahul@example.org ');
    await screen.findByRole('option', { name: 'Platelets' });
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Component' }), 'Platelets');
    await user.click(within(card).getByRole('button', { name: 'Confirm donation' }));

    expect(await within(card).findByTestId('confirm-donation-result')).toHaveTextContent(
      'Donation confirmed for Rahul D.: they will be thanked with a partner coupon.',
    );
    expect(sent).toEqual([{ donor: 'rahul@example.org', component_id: 3, donation_date: today }]);
    expect(within(card).getByRole('textbox', { name: /Donor e-mail or phone/ })).toHaveValue('');
  });

  it('shows the server’s reason when no donor matches, and on the field it names', async () => {
    const { user } = renderCard();
    server.use(
      http.post(api(`/blood-banks/${BANK_ID}/donations`), () =>
        failure(404, ERROR_CODES.NOT_FOUND, 'No donor is registered with that e-mail or phone.'),
      ),
    );
    const card = screen.getByRole('region', { name: 'Confirm a donation' });
    await user.click(within(card).getByRole('button', { name: 'Confirm donation' }));
    expect(within(card).getByRole('textbox', { name: /Donor e-mail or phone/ })).toHaveAccessibleDescription(
      /Enter the donor’s e-mail address or phone number/,
    );
    await user.type(within(card).getByRole('textbox', { name: /Donor e-mail or phone/ }), '+91 90000 00000');
    await user.click(within(card).getByRole('button', { name: 'Confirm donation' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'No donor is registered with that e-mail or phone.',
    );

    server.use(
      http.post(api(`/blood-banks/${BANK_ID}/donations`), () =>
        failure(400, ERROR_CODES.VALIDATION_FAILED, 'The donation date must be today or up to 30 days back', [
          { field: 'donation_date', message: 'The donation date must be today or up to 30 days back' },
        ]),
      ),
    );
    await user.click(within(card).getByRole('button', { name: 'Confirm donation' }));
    expect(await within(card).findByLabelText(/^Donation date/)).toHaveAccessibleDescription(
      'The donation date must be today or up to 30 days back',
    );
  });
});

describe('donor profile: invite a donor', () => {
  it('shows the invite link, copies it, and counts the donors who joined', async () => {
    signIn(donorProfile());
    server.use(
      http.get(api(`/donors/${DONOR_ID}/referral`), () =>
        HttpResponse.json(
          success({
            referral_code: 'RAHUL7',
            referral_url: 'http://localhost/register?type=donor&ref=RAHUL7',
            referred_donors: 2,
          }),
        ),
      ),
    );
    const { user } = renderPage(
      [{ path: '/app/profile', element: <ReferralCard donorId={DONOR_ID} /> }],
      '/app/profile',
    );
    const card = screen.getByRole('region', { name: 'Invite a donor' });
    const link = await within(card).findByRole('textbox', { name: 'Your invite link' });
    expect(link).toHaveValue('http://localhost/register?type=donor&ref=RAHUL7');
    expect(within(card).getByTestId('referred-count')).toHaveTextContent('2 donors joined through your link.');
    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost/register?type=donor&ref=RAHUL7');
    expect(await screen.findByText('Invite link copied')).toBeInTheDocument();
  });
});

describe('registration from an invite link', () => {
  it('/register?type=donor&ref=CODE sends the code with the sign-up', async () => {
    const sent: RegisterPayload[] = [];
    server.use(
      http.post(api('/auth/register'), async ({ request }) => {
        sent.push((await request.json()) as RegisterPayload);
        return HttpResponse.json({ status: 'success', message: MESSAGES.registrationSuccess }, { status: 201 });
      }),
    );
    const { user } = renderPage([{ path: '/register', element: <RegisterPage /> }], '/register?type=donor&ref=RAHUL7');
    expect(await screen.findByTestId('register-invited')).toHaveTextContent('A RaktSetu donor invited you.');
    await user.type(screen.getByLabelText(/^Full name/), 'Meera Joshi');
    await user.type(screen.getByLabelText(/^Email/), 'meera@example.org');
    await user.type(screen.getByLabelText(/^Phone number/), '+91 98765 43210');
    await user.type(screen.getByLabelText(/^Password/), 'thal-2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'thal-2026');
    await screen.findByRole('option', { name: 'O+' });
    await user.selectOptions(screen.getByLabelText(/^Blood group/), 'O+');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByTestId('elsewhere');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ user_type: 'Donor', email: 'meera@example.org', referral_code: 'RAHUL7' });
  });
});
