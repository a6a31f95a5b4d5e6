import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { login, requestSignInLink } from '../api/auth-api.ts';
import { checkLogin, toLoginInput, type LoginFormValues } from '../forms/login-form.ts';

export type LinkResult = { tone: 'success' | 'error'; message: string };
type FieldName = 'email' | 'password';
type FieldErrors = Partial<Record<FieldName, string>>;

/**
 * The sign-in form's state: signing in with a password, or asking for an e-mailed sign-in link. Plain React state
 * over the form's own inputs, not a form library: the sign-in page is a first page, and two fields do not need
 * one (docs/decisions/0022-first-page-budget.md). Field errors clear as soon as their field changes; the first
 * field in error takes the focus, as a screen-reader user expects after a refused submit.
 */
export function useLoginForm(initialEmail: string) {
  const { t } = useTranslation();
  const { startSession } = useAuth();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [linkResult, setLinkResult] = useState<LinkResult | null>(null);
  const [sendingLink, setSendingLink] = useState(false);

  const values = (): LoginFormValues => {
    const data = new FormData(form.current ?? undefined);
    return {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      remember_me: data.get('remember_me') !== null,
    };
  };

  /** Shows the problems of the named fields (all when none named); true when there are none. */
  const check = (only?: FieldName): boolean => {
    const problems = checkLogin(values());
    const shown: FieldErrors = only ? { [only]: problems[only] } : problems;
    const found = (Object.keys(shown) as FieldName[]).filter((field) => shown[field]);
    setErrors(shown);
    const first = found[0];
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    return found.length === 0;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setFormError(null);
    setLinkResult(null);
    if (!check()) return;
    setSubmitting(true);
    try {
      const result = await login(toLoginInput(values()));
      startSession(result.tokens, result.profile);
    } catch (error) {
      setFormError(errorMessage(error, t, t('auth.login.failed')));
    } finally {
      setSubmitting(false);
    }
  };

  // "Email me a sign-in link" needs only the e-mail field; it always works for the owner of the address.
  const onSendLink = async () => {
    setFormError(null);
    setLinkResult(null);
    if (!check('email')) return;
    setSendingLink(true);
    try {
      setLinkResult({ tone: 'success', message: await requestSignInLink(toLoginInput(values()).email) });
    } catch (error) {
      setLinkResult({ tone: 'error', message: errorMessage(error, t, t('auth.login.linkFailed')) });
    } finally {
      setSendingLink(false);
    }
  };

  /** The props of a text field: its name, its first value, and clearing its error (and the form's) as it changes. */
  const field = (name: FieldName) => ({
    name,
    defaultValue: name === 'email' ? initialEmail : '',
    onChange: (_event: ChangeEvent<HTMLInputElement>) => {
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      setFormError(null);
      if (name === 'email') setLinkResult(null);
    },
  });

  return { form, field, errors, isSubmitting, onSubmit, onSendLink, sendingLink, linkResult, formError };
}
