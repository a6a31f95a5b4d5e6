import { ERROR_CODES, MESSAGES, type LoginInput, type LoginResponse } from '@raktsetu/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIRST_PAGE_DATA_ID, type FirstPageData } from '../../src/first-page/first-page-data.ts';
import { FIRST_PAGE_SCRIPT } from '../../src/first-page/page-document.ts';
import { renderFirstPages } from '../../src/first-page/render-first-pages.tsx';
import { wireSignInForm } from '../../src/first-page/sign-in-form.ts';
import i18n from '../../src/i18n/index.ts';
import { getStoredTokens } from '../../src/lib/token-storage.ts';
import { patientProfile } from '../support/fixtures.ts';
import { api, failure, server } from '../support/msw.ts';
import { accessToken } from '../support/tokens.ts';

/**
 * The pre-rendered / and /login (docs/decisions/0028-prerendered-first-pages.md): drawn from the app's components
 * into the built index.html in each language, with only the first pages' script; and that script's sign-in form,
 * which must answer as the app's sign-in page does (test/components/login-page.test.tsx).
 */
const built = {
  indexHtml: [
    '<!doctype html>\n<html lang="en">\n  <head>\n    <title>RaktSetu</title>',
    '    <script type="module" crossorigin src="/assets/index-app.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react-dom.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index.css">\n  </head>',
    '  <body>\n    <div id="root"></div>\n  </body>\n</html>',
  ].join('\n'),
  manifest: {
    [FIRST_PAGE_SCRIPT]: { file: 'assets/first-page-1.js', imports: ['_api.js'] },
    '_api.js': { file: 'assets/api-2.js' },
  },
};

let files: Record<string, string> = {};
beforeAll(async () => {
  files = await renderFirstPages(built);
  await i18n.changeLanguage('en');
});
afterAll(() => i18n.changeLanguage('en'));

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const dataOf = (page: Document) =>
  JSON.parse(page.getElementById(FIRST_PAGE_DATA_ID)?.textContent ?? '') as FirstPageData;

describe('the pre-rendered first pages', () => {
  it('draws / and /login in each language, with the first pages’ script in place of the app’s', () => {
    expect(Object.keys(files).sort()).toEqual(
      ['en', 'hi', 'mr'].flatMap((language) => [
        `prerendered/${language}/index.html`,
        `prerendered/${language}/login.html`,
      ]),
    );
    for (const [path, html] of Object.entries(files)) {
      const page = parse(html);
      const language = path.split('/')[1];
      expect(page.documentElement.lang, path).toBe(language);
      expect(html, path).not.toContain('index-app.js');
      expect(html, path).not.toContain('react-dom.js');
      expect(page.querySelector('script[type="module"]')?.getAttribute('src'), path).toBe('/assets/first-page-1.js');
      expect(page.querySelector('link[rel="modulepreload"]')?.getAttribute('href'), path).toBe('/assets/api-2.js');
      expect(page.querySelector('link[href="/assets/index.css"]'), path).not.toBeNull();
      // The Devanagari font's faces come with the app's styles on every page (src/styles.css): no link of its own.
      expect(page.querySelectorAll('link[rel="stylesheet"]'), path).toHaveLength(1);
      expect(dataOf(page).language, path).toBe(language);
    }
  });

  it('uses the app’s texts: the sign-in page in Hindi, its title, and the checks’ messages in Hindi', () => {
    const page = parse(files['prerendered/hi/login.html'] ?? '');
    expect(page.title).toBe('साइन इन · RaktSetu');
    expect(page.querySelector('h1')?.textContent).toBe(i18n.getFixedT('hi')('auth.login.heading'));
    expect(dataOf(page).messages[MESSAGES.emailRequired]).toBe('ईमेल ज़रूरी है');
    const english = parse(files['prerendered/en/index.html'] ?? '');
    expect(english.querySelector('h1')?.textContent).toBe(i18n.getFixedT('en')('landing.hero.headline'));
    // The figures start at 0 and carry their target for the script to count up to.
    expect(english.querySelector('[data-testid="stat-lives-saved"]')?.textContent).toBe('0');
    expect(english.querySelector('[data-testid="stat-lives-saved"]')?.getAttribute('data-count-to')).toBe('1247');
  });
});

describe('the pre-rendered sign-in form', () => {
  function showLogin(language = 'en') {
    const page = parse(files[`prerendered/${language}/login.html`] ?? '');
    document.body.innerHTML = page.getElementById('root')?.innerHTML ?? '';
    const go = vi.fn();
    const form = document.querySelector<HTMLFormElement>('main form');
    if (!form) throw new Error('no form on the pre-rendered sign-in page');
    wireSignInForm(form, dataOf(page), go);
    return go;
  }
  const email = () => screen.getByLabelText(/^Email/);
  const password = () => screen.getByLabelText(/^Password/);
  const submit = () => screen.getByRole('button', { name: 'Sign In' });

  it('shows the app’s messages under empty fields, focuses the first, and clears one as it is typed in', async () => {
    const user = userEvent.setup();
    showLogin();
    await user.click(submit());
    expect(email()).toHaveAccessibleDescription(MESSAGES.emailRequired);
    expect(password()).toHaveAccessibleDescription(MESSAGES.passwordRequired);
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
    await user.type(email(), 'a');
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(email()).not.toHaveAccessibleDescription();
  });

  it('shows them in the page’s language', async () => {
    const user = userEvent.setup();
    showLogin('mr');
    await user.click(screen.getByRole('button', { name: i18n.getFixedT('mr')('auth.login.submit') }));
    expect(
      screen.getByText(dataOf(parse(files['prerendered/mr/login.html'] ?? '')).messages[MESSAGES.emailRequired] ?? '-'),
    ).toBeInTheDocument();
  });

  it('keeps the focus on Sign In while it signs in, saying it is busy, and sends one call', async () => {
    let release = () => undefined as void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    server.use(
      http.post(api('/auth/login'), async () => {
        calls += 1;
        await answered;
        return failure(401, ERROR_CODES.UNAUTHORIZED, 'Invalid email or password');
      }),
    );
    const user = userEvent.setup();
    showLogin();
    await user.type(email(), 'asha@example.com');
    await user.type(password(), 'wrong-password');
    submit().focus();
    await user.keyboard('{Enter}');
    const busy = screen.getByRole('button', { name: 'Signing In...' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    release();
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Invalid email or password');
    expect(submit()).toHaveFocus();
    expect(submit()).not.toHaveAttribute('aria-disabled');
    expect(calls).toBe(1);
  });

  it('shows the server’s refusal (a wrong password) as the app does, and stays', async () => {
    server.use(
      http.post(api('/auth/login'), () => failure(401, ERROR_CODES.UNAUTHORIZED, 'Invalid email or password')),
    );
    const user = userEvent.setup();
    const go = showLogin();
    await user.type(email(), 'asha@example.com');
    await user.type(password(), 'wrong-password');
    await user.click(submit());
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Invalid email or password');
    expect(screen.getByTestId('login-error')).toHaveAttribute('role', 'alert');
    expect(submit()).toBeEnabled();
    expect(go).not.toHaveBeenCalled();
    expect(getStoredTokens()).toBeNull();
  });

  it('signs in with the same call, keeps the tokens as the app does and goes on to the dashboard', async () => {
    let sent: LoginInput | undefined;
    let calls = 0;
    const tokens = { access_token: accessToken('u1', Date.now()), refresh_token: 'refresh-1' };
    server.use(
      http.post(api('/auth/login'), async ({ request }) => {
        calls += 1;
        sent = (await request.json()) as LoginInput;
        const body: LoginResponse = {
          status: 'success',
          message: 'Login successful',
          data: { ...tokens, user: patientProfile() },
        };
        return HttpResponse.json(body);
      }),
    );
    const user = userEvent.setup();
    const go = showLogin();
    await user.type(email(), '  Asha@Example.com ');
    await user.type(password(), 'Secret#2026');
    await user.click(screen.getByLabelText(/Remember me/));
    await user.click(submit());
    await waitFor(() => expect(go).toHaveBeenCalledWith('/app/dashboard'));
    expect(sent).toEqual({ email: 'asha@example.com', password: 'Secret#2026', remember_me: true });
    expect(getStoredTokens()).toEqual({ accessToken: tokens.access_token, refreshToken: 'refresh-1' });
    // Until the app's page loads, the form stays busy: pressing Sign In again sends no second login.
    await user.click(screen.getByRole('button', { name: 'Signing In...' }));
    expect(calls).toBe(1);
  });

  it('shows the password on the toggle, as the app’s password field does', async () => {
    const user = userEvent.setup();
    showLogin();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(password()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password()).toHaveAttribute('type', 'password');
  });
});
