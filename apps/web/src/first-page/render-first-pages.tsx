import { createLocalizer, LANGUAGES, loadMessageCatalogue, type Language } from '@raktsetu/shared';
import { EyeOff, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { PublicLayout } from '../app/layouts/public-layout.tsx';
import { ToastContext } from '../lib/toast-context.ts';
import { Alert } from '../components/ui/alert.tsx';
import { controlClasses, FieldError } from '../components/ui/field.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { checkLogin } from '../features/auth/forms/login-form.ts';
import { LandingPage } from '../features/landing/components/landing-page.tsx';
import i18n from '../i18n/index.ts';
import { registerMessageTranslator, translateMessage } from '../i18n/message-translators.ts';
import hiFirst from '../i18n/locales/hi-first.ts';
import mrFirst from '../i18n/locales/mr-first.ts';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-context.ts';
import { displayLocale } from '../lib/format.ts';
import { FIRST_PAGES, MESSAGE_SLOT, type FirstPage, type FirstPageData } from './first-page-data.ts';
import { pageDocument, type BuiltFiles } from './page-document.ts';

/**
 * The build step that draws / and /login ahead of time (docs/decisions/0028-prerendered-first-pages.md): the SAME
 * components the app renders (the public layout, the landing page, the sign-in page), with the same texts, in
 * every language, as HTML that paints with no script. The few parts the page's small script adds later (a field's
 * error, a message above the form, the hidden-password icon) are drawn here too, from their components, and travel
 * in the page's data, so the script never holds a second copy of any markup or text.
 * Built by Vite as an SSR bundle and run by apps/web/scripts/prerender.mjs after the app's own build.
 */

/** Nobody is signed in on a page drawn ahead of time; the page's script sends a signed-in visitor on. */
const guest: AuthContextValue = {
  state: { status: 'unauthenticated', reason: 'no-session' },
  status: 'unauthenticated',
  user: null,
  profile: null,
  profileStatus: 'idle',
  isSigningOut: false,
  startSession: () => undefined,
  setProfile: () => undefined,
  reloadProfile: () => Promise.resolve(),
  signOut: () => Promise.resolve(),
};
const silentToasts = { show: () => undefined };

function markup(node: ReactNode, path = '/'): string {
  return renderToStaticMarkup(
    <AuthContext value={guest}>
      <ToastContext value={silentToasts}>
        <StaticRouter location={path}>{node}</StaticRouter>
      </ToastContext>
    </AuthContext>,
  );
}

function pageMarkup(page: FirstPage): string {
  return markup(
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="login" element={<LoginPage />} />
      </Route>
    </Routes>,
    page === 'login' ? '/login' : '/',
  );
}

/** Every message the sign-in checks can give, in `language` (the shared catalogue's words, as the app shows them). */
function loginMessages(language: Language): Record<string, string> {
  const samples = [
    { email: '', password: '' },
    { email: 'not-an-address', password: 'x'.repeat(129) },
    { email: '\u0007', password: '\u0007' },
  ];
  const english = samples.flatMap((values) => Object.values(checkLogin({ ...values, remember_me: false })));
  return Object.fromEntries(
    english.filter((text): text is string => !!text).map((text) => [text, translateMessage(text, language)]),
  );
}

/** What the page's script needs to work in `language`: texts, messages and the parts it adds. */
function pageData(language: Language): FirstPageData {
  const t = i18n.getFixedT(language);
  return {
    language,
    locale: displayLocale(),
    texts: {
      network: t('errors.network'),
      timeout: t('errors.timeout'),
      unknown: t('errors.unknown'),
      loginFailed: t('auth.login.failed'),
      linkFailed: t('auth.login.linkFailed'),
      submitting: t('auth.login.submitting'),
      linkSending: t('auth.login.linkSending'),
    },
    messages: loginMessages(language),
    parts: {
      fieldError: markup(<FieldError id={MESSAGE_SLOT}>{MESSAGE_SLOT}</FieldError>),
      errorAlert: markup(<Alert tone="error">{MESSAGE_SLOT}</Alert>),
      successAlert: markup(<Alert tone="success">{MESSAGE_SLOT}</Alert>),
      eye: markup(<Eye aria-hidden="true" className="size-5" />),
      eyeOff: markup(<EyeOff aria-hidden="true" className="size-5" />),
      validControl: controlClasses(false),
      invalidControl: controlClasses(true),
    },
  };
}

/**
 * Every pre-rendered page as { path inside dist: HTML }, from the built index.html and the Vite manifest (which
 * say what the page links: the app's styles and the first page's script).
 */
export async function renderFirstPages(built: BuiltFiles): Promise<Record<string, string>> {
  i18n.addResourceBundle('hi', 'translation', hiFirst, true, false);
  i18n.addResourceBundle('mr', 'translation', mrFirst, true, false);
  const files: Record<string, string> = {};
  for (const language of LANGUAGES) {
    if (language !== 'en') {
      registerMessageTranslator(language, createLocalizer(await loadMessageCatalogue(language)));
    }
    await i18n.changeLanguage(language);
    const data = pageData(language);
    for (const page of FIRST_PAGES) {
      const t = i18n.getFixedT(language);
      const title = t('common.documentTitle', { page: t(page === 'login' ? 'auth.login.title' : 'landing.title') });
      files[`prerendered/${language}/${page}.html`] = pageDocument(built, {
        language,
        title,
        body: pageMarkup(page),
        data,
      });
    }
  }
  return files;
}
