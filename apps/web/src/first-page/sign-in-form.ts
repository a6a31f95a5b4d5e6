import { login, requestSignInLink } from '../features/auth/api/auth-api.ts';
import { checkLogin, toLoginInput, type LoginFormValues } from '../features/auth/forms/login-form.ts';
import { pathAfterSignIn, readLoginState } from '../lib/auth/login-state.ts';
import { errorMessage, type ErrorTexts } from '../lib/error-message.ts';
import { setTokens } from '../lib/token-storage.ts';
import { MESSAGE_SLOT, type FirstPageData } from './first-page-data.ts';

type FieldName = 'email' | 'password';
type Problems = Partial<Record<FieldName, string>>;

/** A part drawn by the app's components (FirstPageData.parts), filled with `words` (and `id` for a field error). */
function part(html: string, words: string, attributes: Record<string, string> = {}): HTMLElement {
  const holder = document.createElement('template');
  holder.innerHTML = html.replace(` id="${MESSAGE_SLOT}-error"`, '');
  const element = holder.content.firstElementChild as HTMLElement;
  const slot = [...element.querySelectorAll<HTMLElement>('*'), element].find(
    (node) => node.textContent === MESSAGE_SLOT && node.children.length === 0,
  );
  if (slot) slot.textContent = words;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** Marks one field as the app's input does (classes, aria-invalid, the message under it), or clears it. */
function showFieldError(control: HTMLInputElement, data: FirstPageData, message: string | undefined): void {
  const errorId = `${control.id}-error`;
  document.getElementById(errorId)?.remove();
  const [from, to] = message
    ? [data.parts.validControl, data.parts.invalidControl]
    : [data.parts.invalidControl, data.parts.validControl];
  control.classList.remove(...from.split(' ').filter((c) => !to.split(' ').includes(c)));
  control.classList.add(...to.split(/\s+/).filter(Boolean));
  if (!message) {
    control.removeAttribute('aria-invalid');
    control.removeAttribute('aria-describedby');
    return;
  }
  control.setAttribute('aria-invalid', 'true');
  control.setAttribute('aria-describedby', errorId);
  const field = document.querySelector(`label[for="${CSS.escape(control.id)}"]`)?.parentElement;
  field?.append(part(data.parts.fieldError, data.messages[message] ?? message, { id: errorId }));
}

/** What the form's parts share: its fields, the page's data, the notices on show and the field checks. */
interface SignInForm {
  form: HTMLFormElement;
  data: FirstPageData;
  input: (name: FieldName) => HTMLInputElement;
  values: () => LoginFormValues;
  /** Shows the problems of the named field (all when none named) and focuses the first; true when none. */
  check: (only?: FieldName) => boolean;
  failure: (error: unknown, fallback: string) => string;
  notices: { form: HTMLElement | null; link: HTMLElement | null };
}

/**
 * The sign-in page's form, as the app's sign-in page does it (features/auth/hooks/use-login-form.ts), without React:
 * the same checks and messages (checkLogin), the same calls (login, requestSignInLink), the same token storage,
 * and the same texts after a failure (lib/error-message.ts's rule, with the page's texts). A signed-in visitor goes
 * where the app would send them (pathAfterSignIn, through `go`): the app loads there.
 */
export function wireSignInForm(
  form: HTMLFormElement,
  data: FirstPageData,
  go: (path: string) => void = (path) => window.location.assign(path),
): void {
  const input = (name: FieldName) => form.elements.namedItem(name) as HTMLInputElement;
  const passed = readLoginState((history.state as { usr?: unknown } | null)?.usr);
  if (passed.email && !input('email').value) input('email').value = passed.email;
  const values = (): LoginFormValues => ({
    email: input('email').value,
    password: input('password').value,
    remember_me: (form.elements.namedItem('remember_me') as HTMLInputElement | null)?.checked ?? false,
  });
  const check = (only?: FieldName): boolean => {
    const problems: Problems = checkLogin(values());
    const names: FieldName[] = only ? [only] : ['email', 'password'];
    for (const name of names) showFieldError(input(name), data, problems[name]);
    const first = names.find((name) => problems[name]);
    if (first) input(first).focus();
    return !first;
  };
  const failure = (error: unknown, fallback: string): string => errorMessage(error, pageTexts(data), fallback);
  const signIn: SignInForm = { form, data, input, values, check, failure, notices: { form: null, link: null } };
  wireSubmit(signIn, go);
  wireSignInLink(signIn);
  wireClearOnInput(signIn);
  wirePasswordToggle(form, data);
}

/** Removes the form's notice and, unless told otherwise, the sign-in link's answer. */
function clearNotices(notices: SignInForm['notices'], alsoLink = true): void {
  notices.form?.remove();
  notices.form = null;
  if (!alsoLink) return;
  notices.link?.remove();
  notices.link = null;
}

/** Password sign-in: checks, the login call, the tokens kept, then the app's page for this visitor. */
function wireSubmit({ form, data, values, check, failure, notices }: SignInForm, go: (path: string) => void): void {
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  let submitting = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submitting) return;
    clearNotices(notices);
    if (!check()) return;
    submitting = true;
    const done = busy(submit, data.texts.submitting);
    // Signed in, the form stays busy until the app's page has loaded: a second Enter sends no second login.
    login(toLoginInput(values()))
      .then((result) => {
        setTokens(result.tokens);
        go(pathAfterSignIn((history.state as { usr?: unknown } | null)?.usr));
      })
      .catch((error: unknown) => {
        notices.form = part(data.parts.errorAlert, failure(error, data.texts.loginFailed), {
          'data-testid': 'login-error',
        });
        form.before(notices.form);
        done();
        submitting = false;
      });
  });
}

/** "E-mail me a sign-in link": only the e-mail is checked; the answer shows under the button. */
function wireSignInLink({ form, data, values, check, failure, notices }: SignInForm): void {
  const linkSection = form.parentElement?.querySelector<HTMLElement>('[data-testid="sign-in-link"]');
  const linkButton = linkSection?.querySelector<HTMLButtonElement>('button');
  linkButton?.addEventListener('click', () => {
    if (linkButton.getAttribute('aria-busy') === 'true') return;
    clearNotices(notices);
    if (!check('email')) return;
    const done = busy(linkButton, data.texts.linkSending);
    requestSignInLink(toLoginInput(values()).email)
      .then((message) => part(data.parts.successAlert, message, { 'data-testid': 'sign-in-link-result' }))
      .catch((error: unknown) =>
        part(data.parts.errorAlert, failure(error, data.texts.linkFailed), { 'data-testid': 'sign-in-link-result' }),
      )
      .then((result) => {
        notices.link = result;
        linkSection?.append(result);
        done();
      });
  });
}

/** A field's error (and the form's) clears as soon as the field changes, as in the app. */
function wireClearOnInput({ data, input, notices }: SignInForm): void {
  for (const name of ['email', 'password'] as const) {
    input(name).addEventListener('input', () => {
      if (input(name).getAttribute('aria-invalid')) showFieldError(input(name), data, undefined);
      clearNotices(notices, name === 'email');
    });
  }
}

/** The app's texts for a call that got no answer, as lib/error-message.ts asks for them. */
function pageTexts(data: FirstPageData): ErrorTexts {
  const texts = { 'errors.network': data.texts.network, 'errors.timeout': data.texts.timeout };
  return (key) => (key === 'errors.unknown' ? data.texts.unknown : texts[key]);
}

/**
 * Marks a button unavailable and shows its loading words while a call runs; returns the undo. As
 * components/ui/button.tsx does: aria-disabled, not disabled, so the keyboard focus stays on it (the callers ignore
 * a press while it is busy).
 */
function busy(button: HTMLButtonElement | null | undefined, words: string): () => void {
  if (!button) return () => undefined;
  const before = button.innerHTML;
  button.setAttribute('aria-disabled', 'true');
  button.setAttribute('aria-busy', 'true');
  button.textContent = words;
  return () => {
    button.removeAttribute('aria-disabled');
    button.removeAttribute('aria-busy');
    button.innerHTML = before;
  };
}

/** The show-password toggle of components/ui/password-input.tsx: the field's type, aria-pressed and the icon. */
function wirePasswordToggle(form: HTMLFormElement, data: FirstPageData): void {
  form.querySelectorAll<HTMLButtonElement>('button[aria-controls][aria-pressed]').forEach((toggle) => {
    const field = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLInputElement | null;
    if (!field) return;
    toggle.addEventListener('click', () => {
      const visible = field.type === 'password';
      field.type = visible ? 'text' : 'password';
      toggle.setAttribute('aria-pressed', String(visible));
      toggle.innerHTML = visible ? data.parts.eyeOff : data.parts.eye;
    });
  });
}
