import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Changing the sign-in address end to end, against the real server and its development mailbox: the profile form
 * asks for the current password, the account keeps its address until the new one confirms, and the notice to the
 * old address undoes it and signs every device out.
 */

const ACCESS_TOKEN_KEY = 'raktsetu.access_token';
const REFRESH_TOKEN_KEY = 'raktsetu.refresh_token';
const PASSWORD = 'Start#2026';

function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@e2e.raktsetu.test`;
}

/** Registration is limited per client address; the e2e server trusts X-Forwarded-For. */
function clientAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `10.${byte()}.${byte()}.${byte()}`;
}

async function signedInDonor(request: APIRequestContext, email: string) {
  const registered = await request.post('/api/auth/register', {
    headers: { 'X-Forwarded-For': clientAddress() },
    data: {
      full_name: 'E2E Mover',
      email,
      phone_number: '+91 98200 12345',
      password: PASSWORD,
      city: 'Pune',
      state: 'Maharashtra',
      user_type: 'Donor',
      blood_group_id: 7,
    },
  });
  expect(registered.status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD, remember_me: false } });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { data: { access_token: string; refresh_token: string } };
  return { accessToken: body.data.access_token, refreshToken: body.data.refresh_token };
}

async function storeTokens(page: Page, tokens: { accessToken: string; refreshToken: string }) {
  await page.addInitScript(
    ({ access, refresh, accessKey, refreshKey }) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem(accessKey, access);
      localStorage.setItem(refreshKey, refresh);
    },
    {
      access: tokens.accessToken,
      refresh: tokens.refreshToken,
      accessKey: ACCESS_TOKEN_KEY,
      refreshKey: REFRESH_TOKEN_KEY,
    },
  );
}

/** Follows the link containing `linkPart` in the newest message to `email` with `subject`. */
async function followMailLink(page: Page, email: string, subject: string, linkPart: string) {
  const message = page
    .locator('ol > li')
    .filter({ hasText: `to ${email}` })
    .filter({ hasText: subject })
    .first();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(message).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await message.locator(`a[href*="${linkPart}"]`).first().click();
}

test('a donor changes the e-mail with the password, confirms it from the new address, and the old one undoes it', async ({
  page,
  request,
}) => {
  const oldEmail = uniqueEmail('mover');
  const newEmail = uniqueEmail('moved');
  await storeTokens(page, await signedInDonor(request, oldEmail));

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
