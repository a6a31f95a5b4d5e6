import type { Language } from '@raktsetu/shared';

/** The pages drawn ahead of time (docs/decisions/0028-prerendered-first-pages.md): / is "index", /login "login". */
export const FIRST_PAGES = ['index', 'login'] as const;
export type FirstPage = (typeof FIRST_PAGES)[number];

/** The id of the JSON block that carries FirstPageData inside each pre-rendered page. */
export const FIRST_PAGE_DATA_ID = 'first-page-data';

/** Stands for the words (and the id) a part is filled with when the script adds it to the page. */
export const MESSAGE_SLOT = '@@message@@';

/**
 * What a pre-rendered page hands its script, written by the build from the app's own texts and components, so
 * the script carries no text or markup of its own.
 */
export interface FirstPageData {
  language: Language;
  /** The Intl locale the app formats numbers with in this language (lib/format.ts's displayLocale). */
  locale: string;
  /** The app's texts the sign-in form shows after a failed call, in the page's language. */
  texts: {
    network: string;
    timeout: string;
    unknown: string;
    loginFailed: string;
    linkFailed: string;
    /** The submit and e-mail-link buttons' words while their call runs. */
    submitting: string;
    linkSending: string;
  };
  /** The sign-in checks' messages (English, as written in @raktsetu/shared) → as the app shows them here. */
  messages: Record<string, string>;
  /** Parts drawn by the app's components, with MESSAGE_SLOT where the words (and a field error's id) go. */
  parts: {
    fieldError: string;
    errorAlert: string;
    successAlert: string;
    eye: string;
    eyeOff: string;
    /** A form control's classes when valid and when in error (controlClasses). */
    validControl: string;
    invalidControl: string;
  };
}
