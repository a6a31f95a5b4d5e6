import { isLanguage, languageOfCookies, type Language } from '@raktsetu/shared';
import { rememberLanguage, storedLanguage, writeLanguageCookie } from '../i18n/device-language.ts';
import { pathAfterSignIn } from '../lib/auth/login-state.ts';
import { setLanguageReader } from '../lib/language-now.ts';
import { registerServiceWorkerAfterLoad } from '../lib/offline/after-load.ts';
import { getStoredTokens } from '../lib/token-storage.ts';
import { countUpStats } from './count-up-stats.ts';
import { FIRST_PAGE_DATA_ID, type FirstPageData } from './first-page-data.ts';
import { wireSignInForm } from './sign-in-form.ts';

/**
 * The only script of the pre-rendered / and /login (docs/decisions/0028-prerendered-first-pages.md): the page has
 * painted from HTML; this makes it work without React. A signed-in visitor goes on to the app; a language chosen
 * on this device wins over the one the server guessed; the language switch and the sign-in form work. Every
 * other link is a plain link: the app itself loads on the page it leads to.
 */
function readData(): FirstPageData | null {
  const block = document.getElementById(FIRST_PAGE_DATA_ID);
  try {
    return block?.textContent ? (JSON.parse(block.textContent) as FirstPageData) : null;
  } catch {
    return null;
  }
}

/** Loads this address again in `language`: the cookie tells the server which pre-rendered page to send. */
function reloadIn(language: Language): void {
  writeLanguageCookie(language);
  window.location.reload();
}

/**
 * The device's choice (localStorage, as the app keeps it) wins over the server's guess from the browser. The cookie
 * is checked first, so a server that could not follow it never makes the page reload again and again.
 */
function followStoredLanguage(shown: Language): boolean {
  const chosen = storedLanguage();
  if (!chosen || chosen === shown || languageOfCookies(document.cookie) === chosen) return false;
  reloadIn(chosen);
  return true;
}

/** The switcher of components/language/language-switcher.tsx: remembered as the app remembers it, then reloaded. */
function wireLanguageSwitch(): void {
  document.querySelectorAll<HTMLSelectElement>('header select').forEach((select) => {
    select.addEventListener('change', () => {
      const language = select.value;
      if (!isLanguage(language)) return;
      select.setAttribute('aria-busy', 'true');
      // Signed out, so the profile has not heard of it: the app saves it at the next sign-in (ProfileLanguageSync).
      rememberLanguage(language, { unsaved: true });
      reloadIn(language);
    });
  });
}

function start(): void {
  const data = readData();
  if (!data) return;
  const history = window.history.state as { usr?: unknown } | null;
  if (getStoredTokens()) {
    window.location.replace(pathAfterSignIn(history?.usr));
    return;
  }
  if (followStoredLanguage(data.language)) return;
  // The page is shown in its language; the cookie says so even when the server took it from Accept-Language.
  if (languageOfCookies(document.cookie) !== data.language) writeLanguageCookie(data.language);
  setLanguageReader(() => data.language);
  // The installable app (docs/decisions/0025): the worker is registered after the page has loaded, as the app does.
  registerServiceWorkerAfterLoad();
  countUpStats(data.locale);
  wireLanguageSwitch();
  const form = document.querySelector<HTMLFormElement>('main form');
  if (form) wireSignInForm(form, data);
}

start();
