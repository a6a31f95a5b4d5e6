import { expect, type Page } from '@playwright/test';

/**
 * Opens the development mailbox, waits for the newest message to `email` with `subject`, and follows its link that
 * contains `linkPart`, as a person clicking it would.
 */
export async function followMailLink(page: Page, email: string, subject: string, linkPart: string): Promise<void> {
  const message = page
    .locator('ol > li')
    .filter({ hasText: `to ${email}` })
    .filter({ hasText: subject })
    .first();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(message).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const link = message.locator(`a[href*="${linkPart}"]`).first();
  await expect(link).toBeVisible();
  await link.click();
}

const LINK_SUBJECT = 'Your RaktSetu sign-in link';
const LINK = 'a[href*="/auth/sign-in-link?token="]';

/** Someone's sign-in link messages in the development mailbox, newest first. */
const linkMessages = (page: Page, email: string) =>
  page
    .locator('ol > li')
    .filter({ hasText: `to ${email}` })
    .filter({ hasText: LINK_SUBJECT });

/**
 * Signs in an account made by a command (staff:add, admin:add) with its e-mailed link, landing on `landing`: the
 * link the command sent, or — when an earlier attempt used it (a worker restarted after a failure) — a new one
 * asked for on the sign-in page, as that person would.
 */
export async function signInWithMailedLink(page: Page, email: string, landing: RegExp): Promise<void> {
  await followMailLink(page, email, LINK_SUBJECT, '/auth/sign-in-link?token=');
  const landed = await page.waitForURL(landing, { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (landed) return;
  await page.goto('/dev/mailbox');
  const before = await linkMessages(page, email).count();
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByTestId('sign-in-link-result')).toBeVisible();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    expect(await linkMessages(page, email).count()).toBeGreaterThan(before);
  }).toPass({ timeout: 15_000 });
  await linkMessages(page, email).first().locator(LINK).first().click();
  await expect(page).toHaveURL(landing);
}
