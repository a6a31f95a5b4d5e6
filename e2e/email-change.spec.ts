import { expect, test } from '@playwright/test';
import { PASSWORD, registerAccount, signInThroughApi, uniqueEmail } from './support/accounts.ts';
import { followMailLink } from './support/mailbox.ts';
import { ACCESS_TOKEN_KEY, storeTokens } from './support/tokens.ts';

/**
 * Changing the sign-in address end to end, against the real server and its development mailbox: the profile form
 * asks for the current password, the account keeps its address until the new one confirms, and the notice to the
 * old address undoes it and signs every device out.
 */

test('a donor changes the e-mail with the password, confirms it from the new address, and the old one undoes it', async ({
  page,
  request,
}) => {
  const oldEmail = uniqueEmail('mover');
  const newEmail = uniqueEmail('moved');
  const donor = await registerAccount(request, {
    userType: 'Donor',
    label: 'mover',
    email: oldEmail,
    fullName: 'E2E Mover',
  });
  await storeTokens(page, await signInThroughApi(request, donor));

  await page.goto('/app/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel(/^Current password/)).toHaveCount(0);
  await page.getByLabel(/^Email/).fill(newEmail);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter your current password to change your email address.')).toBeVisible();

  await page.getByLabel(/^Current password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('profile-notice')).toContainText('open the link we sent to the new address');
  await expect(page.getByTestId('profile-pending-email')).toContainText(`Waiting for confirmation: ${newEmail}`);
  await expect(page.getByTestId('profile-details')).toContainText(oldEmail);

  // The new address confirms: the account moves (still signed in here).
  await followMailLink(page, newEmail, 'Confirm your new e-mail address for RaktSetu', '/auth/callback');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app/profile');
  await expect(page.getByTestId('profile-details')).toContainText(newEmail);
  await expect(page.getByTestId('profile-pending-email')).toHaveCount(0);

  // The old address was told, and takes the account back; every device is signed out, this one too.
  await followMailLink(page, oldEmail, 'Your RaktSetu e-mail address is being changed', '/auth/undo-email-change');
  await expect(page.getByRole('heading', { name: 'Undo the email change' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo the change' }).click();
  await expect(page.getByTestId('undo-email-change-result')).toContainText(
    'Your account uses this email address again. Every device has been signed out.',
  );
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeNull();

  const back = await request.post('/api/auth/login', { data: { email: oldEmail, password: PASSWORD } });
  expect(back.status()).toBe(200);
  const moved = await request.post('/api/auth/login', { data: { email: newEmail, password: PASSWORD } });
  expect(moved.status()).toBe(401);
});
