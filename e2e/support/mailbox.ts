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
