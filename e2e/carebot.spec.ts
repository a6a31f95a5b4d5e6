import { expect, test, type Page } from '@playwright/test';
import { registerAccount, signInThroughApi } from './support/accounts.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { storeTokens } from './support/tokens.ts';

/**
 * CareBot on a fresh install: no model is configured, so the built-in knowledge base answers, with its source; an
 * emergency is met first with the 112 call link and Raise SOS, before anything else.
 */

let problems: string[] = [];
test.afterEach(() => {
  expect(problems).toEqual([]);
});

async function signedInPatient(page: Page, label: string) {
  problems = watchPageProblems(page, { ignoreHttpErrors: false });
  const account = await registerAccount(page.request, {
    userType: 'Patient',
    label,
    fullName: 'Lata Menon',
    city: 'Kochi',
    state: 'Kerala',
  });
  await storeTokens(page, await signInThroughApi(page.request, account));
}

test('on a phone, the widget greets by name and answers "What is Thalassemia?" with a source', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInPatient(page, 'carebot-widget');
  await page.goto('/app/requests');
  await page.getByRole('button', { name: 'Open CareBot' }).click();
  const panel = page.getByRole('region', { name: 'CareBot' });
  await expect(panel).toContainText("Hello Lata Menon! I'm CareBot, your AI companion. How can I help you today?");

  // A quick question fills the input; the person sends it.
  await panel.getByRole('button', { name: 'What is Thalassemia?' }).click();
  const input = panel.getByRole('textbox');
  await expect(input).toHaveValue('What is Thalassemia?');
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(panel.getByText(/Source: /).first()).toBeVisible();
  await expect(panel).toContainText(/inherited|genes|haemoglobin|hemoglobin/i);
  await expect(input).toBeEnabled();
});

test('the page answers from the knowledge base, and an emergency leads with 112 and Raise SOS', async ({ page }) => {
  await signedInPatient(page, 'carebot-page');
  await page.goto('/app/carebot');
  await expect(page.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');

  const input = page.getByLabel('Your message to CareBot');
  await input.fill('What is Thalassemia?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const log = page.getByRole('log', { name: 'Conversation with CareBot' });
  await expect(log.getByText(/Source: /).first()).toBeVisible();

  await input.fill('My daughter cannot breathe properly and her lips look blue');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const call = log.getByRole('link', { name: /112/ }).last();
  await expect(call).toHaveAttribute('href', 'tel:112');
  await expect(log.getByRole('link', { name: 'Raise SOS' }).last()).toHaveAttribute('href', '/app/sos');
  await expect(log.getByText(/Call 112 or go to the nearest hospital now/).last()).toBeVisible();

  // The conversation is kept: after a reload both questions are there, oldest first.
  await page.reload();
  await expect(log.getByText('What is Thalassemia?').first()).toBeVisible();
  await expect(log.getByText('My daughter cannot breathe properly and her lips look blue')).toBeVisible();
  // The page is the chat: no floating CareBot button over it.
  await expect(page.getByRole('button', { name: 'Open CareBot' })).toHaveCount(0);
});
