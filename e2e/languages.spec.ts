import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import hiFirst from '../apps/web/src/i18n/locales/hi-first.ts';
import hiMore from '../apps/web/src/i18n/locales/hi-more.ts';
import mrFirst from '../apps/web/src/i18n/locales/mr-first.ts';
import mrMore from '../apps/web/src/i18n/locales/mr-more.ts';
import { registerAccount, signInThroughApi } from './support/accounts.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { storeTokens, type Tokens } from './support/tokens.ts';

/**
 * The web in Hindi and Marathi (docs/decisions/0023-languages.md): the switcher turns the landing page and a
 * signed-in page into the chosen language, the device remembers it across a reload, the profile keeps it, and
 * an English visitor downloads neither the other languages' texts nor the Devanagari font. The expected words
 * are the app's own Hindi and Marathi texts.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
/** What an English visitor must not download: the Hindi/Marathi text chunks and the Devanagari font. */
const OTHER_LANGUAGE_FILE = /\/assets\/((hi|mr)-(first|more)|noto-sans-devanagari)[^/]*\.(js|woff2)$/;
const DEVANAGARI_FONT = /\/assets\/noto-sans-devanagari-devanagari-\d00-normal[^/]*\.woff2$/;
const DEVANAGARI = /[\u0900-\u097F]/;

/** Every asset the page fetches, by URL. */
function watchAssets(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test('the switcher turns the landing page into Hindi, a reload keeps it, and English never loads Hindi', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const problems = watchPageProblems(page, { ignoreHttpErrors: false });
  const assets = watchAssets(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(assets.filter((url) => OTHER_LANGUAGE_FILE.test(url))).toEqual([]);
  // The faces are declared on the English page too (docs/decisions/0023), only not fetched while nothing needs them.
  expect(await page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Devanagari')))).toBe(true);

  const font = page.waitForResponse((response) => DEVANAGARI_FONT.test(response.url()) && response.ok());
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  const headline = page.getByRole('heading', { level: 1, name: hiFirst.landing.hero.headline });
  await expect(headline).toBeVisible();
  expect(hiFirst.landing.hero.headline).toMatch(DEVANAGARI);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('link', { name: hiFirst.nav.signIn, exact: true })).toBeVisible();
  await font;

  await page.reload();
  await expect(headline).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('combobox', { name: hiFirst.language.label })).toHaveValue('hi');
  expect(problems).toEqual([]);
});

test('Devanagari on an English page (a notice written in Marathi) is drawn in the Devanagari font, fetched then', async ({
  page,
}) => {
  const assets = watchAssets(page);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(assets.filter((url) => DEVANAGARI_FONT.test(url))).toEqual([]);

  const font = page.waitForResponse((response) => DEVANAGARI_FONT.test(response.url()) && response.ok());
  await page.evaluate(() => {
    const notice = document.createElement('p');
    notice.textContent = 'तातडीची विनंती: B+ रक्त हवे';
    document.querySelector('main')?.append(notice);
  });
  await font;
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'तातडीची'))).toBe(true);
});

test('a first visit follows the browser (Marathi for a phone set to Marathi), and the header fits 360 px in each language', async ({
  browser,
  baseURL,
}) => {
  const headlines = {
    en: 'Together, we can fight Thalassemia',
    hi: hiFirst.landing.hero.headline,
    mr: mrFirst.landing.hero.headline,
  };
  for (const [language, locale] of [
    ['mr', 'mr-IN'],
    ['hi', 'hi-IN'],
    ['en', 'en-IN'],
  ] as const) {
    const context = await browser.newContext({ baseURL, viewport: PHONE, locale });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: headlines[language] })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const label = { en: 'Language', hi: hiFirst.language.label, mr: mrFirst.language.label }[language];
      await expect(page.getByRole('combobox', { name: label })).toHaveValue(language);
      expect(await fitsWidth(page), `no sideways scrolling at 360 px in ${language}`).toBe(true);
    } finally {
      await context.close();
    }
  }
});

interface User extends Tokens {
  name: string;
}

async function createDonor(request: APIRequestContext): Promise<User> {
  const account = await registerAccount(request, { userType: 'Donor', label: 'languages', fullName: 'Sunita Pawar' });
  const session = await signInThroughApi(request, account);
  return { name: 'Sunita', accessToken: session.accessToken, refreshToken: session.refreshToken };
}

async function preferredLanguage(request: APIRequestContext, user: User): Promise<string> {
  const res = await request.get('/api/auth/profile', { headers: { Authorization: `Bearer ${user.accessToken}` } });
  return ((await res.json()) as { data: { preferred_language: string } }).data.preferred_language;
}

async function openDashboard(browser: Browser, baseURL: string, user: User, viewport: typeof PHONE) {
  const context = await browser.newContext({ baseURL, viewport });
  await storeTokens(context, user);
  const page = await context.newPage();
  const problems = watchPageProblems(page, { ignoreHttpErrors: false });
  await page.goto('/app/dashboard');
  return { context, page, problems };
}

test('signed in, a page turns into Hindi from the account menu on a phone and the profile keeps it; Marathi on a desktop', async ({
  browser,
  baseURL,
  request,
}) => {
  const user = await createDonor(request);
  expect(await preferredLanguage(request, user)).toBe('en');

  const phone = await openDashboard(browser, baseURL!, user, PHONE);
  try {
    const page = phone.page;
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${user.name}` })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
    const welcome = hiMore.dashboard.welcome.replace('{{name}}', user.name);
    await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect.poll(() => preferredLanguage(request, user)).toBe('hi');
    expect(await fitsWidth(page), 'no sideways scrolling at 360 px').toBe(true);
    expect(phone.problems).toEqual([]);
  } finally {
    await phone.context.close();
  }

  // Another device, nothing chosen on it: the profile's language is applied; then Marathi from the navigation bar.
  const desktop = await openDashboard(browser, baseURL!, user, DESKTOP);
  try {
    const page = desktop.page;
    await expect(
      page.getByRole('heading', { level: 1, name: hiMore.dashboard.welcome.replace('{{name}}', user.name) }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: hiFirst.language.label }).selectOption('mr');
    const welcome = mrMore.dashboard.welcome.replace('{{name}}', user.name);
    await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect.poll(() => preferredLanguage(request, user)).toBe('mr');
    expect(desktop.problems).toEqual([]);
  } finally {
    await desktop.context.close();
  }
});
