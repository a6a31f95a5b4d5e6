import { expect, type Page } from '@playwright/test';
import { followMailLink } from './mailbox.ts';

/**
 * The admin of the rewards journey. Admin accounts are made only by the `admin:add` command, so the e2e server's
 * launcher runs it (e2e/support/add-admin.ts) on the fresh database before the server starts; the command e-mails
 * a sign-in link to the development mailbox.
 */
export const E2E_ADMIN = {
  email: 'e2e.admin@raktsetu.test',
  name: 'Anil Kulkarni',
} as const;

const LINK_SUBJECT = 'Your RaktSetu sign-in link';

/** The admin's sign-in link messages in the development mailbox, newest first. */
const linkMessages = (page: Page) =>
  page
    .locator('ol > li')
    .filter({ hasText: `to ${E2E_ADMIN.email}` })
    .filter({ hasText: LINK_SUBJECT });

/**
 * Signs the admin in with an e-mailed link: the one `admin:add` sent, or — when an earlier attempt used it — a new
 * one asked for on the sign-in page, as an admin would.
 */
export async function signInAdminWithLink(page: Page): Promise<void> {
  await followMailLink(page, E2E_ADMIN.email, LINK_SUBJECT, '/auth/sign-in-link?token=');
  const landed = await page.waitForURL(/\/app\/dashboard$/, { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (landed) return;
  await page.goto('/dev/mailbox');
  const before = await linkMessages(page).count();
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(E2E_ADMIN.email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByTestId('sign-in-link-result')).toBeVisible();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    expect(await linkMessages(page).count()).toBeGreaterThan(before);
  }).toPass({ timeout: 15_000 });
  await linkMessages(page).first().locator('a[href*="/auth/sign-in-link?token="]').first().click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}
