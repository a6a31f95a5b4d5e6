import { expect, test, type Page } from '@playwright/test';
import { registerAccount, signInThroughApi, uniqueEmail, type Account } from './support/accounts.ts';
import { expiredJwt } from './support/jwt.ts';
import { followMailLink } from './support/mailbox.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { storedTokens, storeTokens } from './support/tokens.ts';

/**
 * Accounts end to end, against the real server and its development mailbox: registration and e-mail
 * verification, sign-in with remember-me and a session that survives a reload, profile editing, sign-out,
 * password reset and change, the guest-only sign-in page, and an expired session that returns to its page.
 * Every test makes its own account (unique e-mail).
 */

const emailField = (page: Page) => page.getByLabel(/^Email/);
const passwordField = (page: Page) => page.getByLabel(/^Password/);
const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign In', exact: true });

async function signInThroughForm(page: Page, account: Account) {
  await emailField(page).fill(account.email);
  await passwordField(page).fill(account.password);
  await signInButton(page).click();
}

// Script errors fail the test. The browser also logs every HTTP error status (an expected 401 for a wrong
// password, say) as a console error; those are answers the tests assert on, so only other errors count.
let pageProblems: string[] = [];
test.beforeEach(({ page }) => {
  pageProblems = watchPageProblems(page, { ignoreHttpErrors: true });
});
test.afterEach(() => {
  expect(pageProblems).toEqual([]);
});

test('a donor registers, verifies the e-mail, signs in with remember-me, edits the profile and signs out', async ({
  page,
}) => {
  const account = { email: uniqueEmail('donor'), password: 'Donor#2026' };

  await page.goto('/register?type=donor');
  await expect(page.getByRole('radio', { name: /Donor/ })).toBeChecked();
  // Only patients are asked for a date of birth.
  await expect(page.getByLabel(/^Date of birth/)).toHaveCount(0);

  // An empty submit shows the product’s messages; editing a field clears its error.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Please select your blood group')).toBeVisible();
  await page.getByLabel(/^Full name/).fill('Ravi Deshpande');
  await expect(page.getByText('Full name is required')).toBeHidden();

  await emailField(page).fill(account.email);
  await page.getByLabel(/^Phone number/).fill('+91 98200 55555');
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel(/^Confirm password/).fill('Different#1');
  await page.getByLabel(/^Blood group/).selectOption({ label: 'O-' });
  await page.getByLabel(/^City/).fill('Pune');
  await page.getByLabel(/^State/).fill('Maharashtra');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel(/^Confirm password/).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-notice')).toHaveText(
    'Registration successful! Please check your email to verify your account.',
  );
  await expect(emailField(page)).toHaveValue(account.email);

  // The verification link from the mailbox lands on /auth/callback, then on /login with the server's message.
  await followMailLink(page, account.email, 'Verify your e-mail', '/auth/callback?token=');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-notice')).toHaveText('Your email has been verified. Thank you!');

  await emailField(page).fill(account.email);
  await passwordField(page).fill(account.password);
  await page.getByLabel('Remember me for 7 days').check();
  const loginRequest = page.waitForRequest('**/api/auth/login');
  await signInButton(page).click();
  expect((await loginRequest).postDataJSON()).toMatchObject({ email: account.email, remember_me: true });
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  // Verified: no banner.
  await expect(page.getByRole('heading', { name: 'Please verify your e-mail address' })).toHaveCount(0);

  await page.reload();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();

  // Profile: view, edit with validation, save, and the saved values survive a reload.
  await page.goto('/app/profile');
  const details = page.getByTestId('profile-details');
  await expect(details).toContainText('Ravi Deshpande');
  await expect(details).toContainText('O-');
  const locationCard = page.getByTestId('location-card');
  await expect(locationCard).toContainText('You have not saved a location yet.');
  await expect(page.getByTestId('completion-missing')).toContainText('Your location (for donor matching)');

  // Location: refused first, then read (Pune) and saved, with the nearest town from the server.
  await page.context().clearPermissions();
  await locationCard.getByRole('button', { name: 'Update My Location' }).click();
  await expect(page.getByTestId('location-result')).toHaveText('Location access denied by user');
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 18.5204303, longitude: 73.8567437 });
  await locationCard.getByRole('button', { name: 'Update My Location' }).click();
  await expect(page.getByTestId('location-result')).toHaveText('Location saved');
  await expect(page.getByTestId('location-coordinates')).toHaveText('18.520430, 73.856744');
  await expect(page.getByTestId('location-place')).toContainText('Pune');
  await expect(locationCard).toContainText('Last updated');
  await expect(page.getByTestId('completion-card')).toContainText('100% complete');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const phone = page.getByLabel(/^Phone number/);
  await expect(page.getByLabel(/^Full name/)).toBeFocused();
  await phone.fill('12ab');
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('profile-form-error')).toHaveText('Please fix the validation errors below.');

  // Cancel restores the stored values.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(details).toContainText('+91 98200 55555');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(phone).toHaveValue('+91 98200 55555');

  await phone.fill('+91 99887 76655');
  await page.getByLabel(/^Interests/).fill('Cricket, yoga , cricket,');
  await page.getByRole('switch', { name: 'Available for SOS alerts' }).uncheck();
  const saveRequest = page.waitForRequest(
    (request) => request.url().endsWith('/api/auth/profile') && request.method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect((await saveRequest).postDataJSON()).toMatchObject({
    phone_number: '+91 99887 76655',
    interests: ['cricket', 'yoga'],
    is_available_for_sos: false,
  });
  await expect(page.getByTestId('profile-notice')).toHaveText('Profile updated successfully!');
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();

  await page.reload();
  await expect(details).toContainText('+91 99887 76655');
  await expect(page.getByTestId('profile-interests').getByRole('listitem')).toHaveText(['cricket', 'yoga']);
  await expect(details).toContainText('Not available');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
  await page.goto('/app/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password: the e-mailed link resets it, the new password works and the old one does not', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, { userType: 'Patient', label: 'reset' });
  const newPassword = 'Renewed#2027';

  await page.goto('/forgot-password');
  await emailField(page).fill('not-an-email');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await emailField(page).fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByTestId('forgot-result')).toContainText('If an account exists for this email');

  await followMailLink(page, account.email, 'Reset your RaktSetu password', '/reset-password?token=');
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();

  // The strength meter scores the five checks and lists what is missing.
  const password = page.getByLabel(/^New password/);
  await password.fill('abc');
  const meter = page.getByTestId('password-strength');
  await expect(meter).toContainText('Very Weak');
  await expect(meter).toContainText('At least 8 characters');
  await expect(meter).toContainText('An uppercase letter');
  await password.fill('abcdefgh1');
  await expect(meter).toContainText('Fair');
  await page.getByLabel(/^Confirm new password/).fill('abcdefgh1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password is too weak')).toBeVisible();

  await password.fill(newPassword);
  await expect(meter).toContainText('Strong');
  await expect(meter).not.toContainText('still needs');
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByTestId('reset-result')).toContainText('Password reset successfully');
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  await expect(page.getByTestId('login-notice')).toHaveText(
    'Password reset successfully! Please log in with your new password.',
  );

  await signInThroughForm(page, account);
  await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
  // The sign-in error clears as soon as a field changes.
  await passwordField(page).fill(newPassword);
  await expect(page.getByTestId('login-error')).toHaveCount(0);
  await signInButton(page).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('a bad or used verification link lands on /login with the server’s error', async ({ page }) => {
  const verify = page.waitForRequest('**/api/auth/verify-email');
  await page.goto(`/auth/callback?token=${'x'.repeat(43)}`);
  expect((await verify).postDataJSON()).toEqual({ token: 'x'.repeat(43) });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-notice')).toHaveText(
    'This verification link is invalid or has expired. Please request a new one.',
  );
});

test('a signed-in user opening /login lands on the dashboard; an unverified one sees the banner and can resend', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, { userType: 'Patient', label: 'guest-only' });
  await storeTokens(page, await signInThroughApi(request, account));

  await page.goto('/login');
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  const banner = page.getByRole('region', { name: 'Please verify your e-mail address' });
  await expect(banner).toContainText(account.email);
  await banner.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(banner.getByRole('status')).toHaveText(`A new verification link is on its way to ${account.email}.`);

  // The banner blocks nothing.
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByTestId('profile-details')).toContainText('Not verified');
});

test('an expired access token is refreshed on load with the stored refresh token', async ({ page, request }) => {
  const account = await registerAccount(request, { userType: 'Patient', label: 'refresh' });
  const tokens = await signInThroughApi(request, account);
  await storeTokens(page, { accessToken: expiredJwt('ignored'), refreshToken: tokens.refreshToken });

  const refreshCalls: unknown[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/auth/token/refresh')) refreshCalls.push(req.postDataJSON());
  });
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByTestId('profile-details')).toContainText('E2E Patient');
  const stored = await storedTokens(page);
  expect(stored.refresh).not.toBe(tokens.refreshToken);
  expect(stored.access).not.toBeNull();
  // One refresh, with the stored (then rotated) refresh token.
  expect(refreshCalls).toEqual([{ refresh_token: tokens.refreshToken }]);
});

test('an expired session on an /app page goes to /login and returns to that page after signing in', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, { userType: 'Patient', label: 'expired' });
  await storeTokens(page, {
    accessToken: expiredJwt('00000000-0000-4000-8000-000000000000'),
    refreshToken: 'revoked-or-garbage-refresh-token-value',
  });

  await page.goto('/app/settings');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });

  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('changing the password ends the session and asks to sign in again with the new one', async ({ page, request }) => {
  const account = await registerAccount(request, { userType: 'Donor', label: 'change' });
  const tokens = await signInThroughApi(request, account);
  await storeTokens(page, tokens);
  const newPassword = 'Changed#2028';

  await page.goto('/app/settings');
  await page.getByLabel(/^Current password/).fill('Wrong#Password1');
  await page.getByLabel(/^New password/).fill(newPassword);
  await expect(page.getByTestId('password-strength')).toContainText('Strong');
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByTestId('change-password-error')).toHaveText('Your current password is incorrect.');

  await page.getByLabel(/^Current password/).fill(account.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-notice')).toHaveText('Password changed successfully. Please sign in again.');
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });

  // The old sign-in is gone on the server too.
  const refresh = await request.post('/api/auth/token/refresh', { data: { refresh_token: tokens.refreshToken } });
  expect(refresh.status()).toBe(401);

  await signInThroughForm(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // Sign out of all devices: back to /login with the server's message.
  await page.goto('/app/settings');
  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-notice')).toHaveText('You have been signed out of all devices.');
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
});

test('"Email me a sign-in link" signs the owner in without the password; a used link says so on /login', async ({
  page,
  browser,
  request,
}) => {
  const account = await registerAccount(request, { userType: 'Patient', label: 'link' });

  await page.goto('/login');
  const sendLink = page.getByRole('button', { name: 'Email me a sign-in link' });
  await sendLink.click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await emailField(page).fill(account.email);
  await sendLink.click();
  await expect(page.getByTestId('sign-in-link-result')).toHaveText(
    'If an account exists for this email, a sign-in link is on its way. It works once, within 15 minutes.',
  );

  const message = page
    .locator('ol > li')
    .filter({ hasText: `to ${account.email}` })
    .filter({ hasText: 'Your RaktSetu sign-in link' })
    .first();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(message).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const link = message.locator('a[href*="/auth/sign-in-link?token="]').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  // The link proved the mailbox: no "please verify" banner.
  await expect(page.getByText('Please verify your e-mail address')).toHaveCount(0);

  // The same link again, in a browser that is not signed in: it has been used.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(href ?? '/auth/sign-in-link');
  await expect(otherPage).toHaveURL(/\/login$/);
  await expect(otherPage.getByTestId('login-notice')).toHaveText(
    'This sign-in link is invalid, has expired or was already used. Please ask for a new one.',
  );
  await other.close();
});
