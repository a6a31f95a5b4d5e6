import { expect, test, type Page } from '@playwright/test';
import { registerAccount, signInThroughApi } from './support/accounts.ts';
import { storeTokens } from './support/tokens.ts';

/**
 * The installable app (docs/decisions/0025-installable-app.md): a valid manifest and a service worker that
 * controls the page; with the connection gone the app still opens, the SOS page offers 112 and 108 and the blood
 * banks the phone last saw, and a donor can still read their card. (The "Update available" prompt is proven by
 * the component test app-shell.test.tsx: a second build of the worker is not something one run can make.)
 */

/** Towns of their own: the directory has Port Blair's banks, and no other journey puts anyone there. */
const PORT_BLAIR = { city: 'Port Blair', state: 'Andaman and Nicobar Islands' };
const B_POS = 3;

/** Waits until the service worker is active and controls this page (it claims the page on its first install). */
async function controlledByServiceWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
    return `${registration.scope} ${navigator.serviceWorker.controller?.scriptURL ?? ''}`;
  });
}

test('the app has a valid manifest and a service worker that controls the page', async ({ page, request }) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');

  const answer = await request.get('/manifest.webmanifest');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('manifest+json');
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'RaktSetu',
    short_name: 'RaktSetu',
    start_url: '/app',
    display: 'standalone',
  });
  expect(manifest.theme_color).toBe('#b91c1c');
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  // The worker's own file is never cached by the browser, so a new version is found on the next visit.
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  const origin = new URL(page.url()).origin;
  expect(await controlledByServiceWorker(page)).toBe(`${origin}/ ${origin}/sw.js`);

  // Pages the server renders itself are not answered with the app once the worker is in control.
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Development mailbox' })).toBeVisible();
  await page.goto('/api/docs');
  // The app's index.html names the manifest; the API reference does not.
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
});

test('with no connection the SOS page offers 112, 108 and the banks last seen; the app still opens', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await registerAccount(request, {
    userType: 'Patient',
    label: 'offline-sos',
    fullName: 'Asha Pillai',
    ...PORT_BLAIR,
    bloodGroupId: B_POS,
  });
  await storeTokens(context, await signInThroughApi(request, account));

  // Online first: the directory opens on the patient's town, and the phone keeps the nearest banks.
  await page.goto('/app/blood-banks');
  await expect(page.locator('[id^="bank-"]').first()).toBeVisible();
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  await page.goto('/app/sos');
  await expect(page.getByTestId('offline-bar')).toBeVisible();
  const offline = page.getByTestId('sos-offline');
  await expect(offline).toContainText('No internet connection');
  await expect(offline.getByTestId('call-112')).toHaveAttribute('href', 'tel:112');
  await expect(offline.getByTestId('call-108')).toHaveAttribute('href', 'tel:108');
  await expect(offline.getByTestId('sos-button')).toBeDisabled();
  await expect(offline.getByTestId('saved-bank').first()).toBeVisible();
  await expect(offline.getByTestId('saved-banks').getByTestId('last-updated')).toBeVisible();

  // A reload with no connection opens the app again, from the worker's copy.
  await page.reload();
  await expect(page.getByTestId('sos-offline')).toBeVisible();
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByTestId('offline-bar')).toBeVisible();
  await context.setOffline(false);
});

test("a donor's card is readable with no connection", async ({ page, context, request }) => {
  const account = await registerAccount(request, {
    userType: 'Donor',
    label: 'offline-card',
    fullName: 'Ravi Nair',
    ...PORT_BLAIR,
    bloodGroupId: B_POS,
  });
  await storeTokens(context, await signInThroughApi(request, account));
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Ravi Nair').first()).toBeVisible();
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  const card = page.getByTestId('saved-card');
  // The profile call fails only after the API client's retries (1 s, 2 s, 4 s).
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByTestId('saved-card-group')).toHaveText('B+');
  await expect(card).toContainText('Ravi Nair');
  await expect(card.getByTestId('last-updated')).toBeVisible();
  await context.setOffline(false);
});
