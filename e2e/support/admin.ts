import type { Page } from '@playwright/test';
import { signInWithMailedLink } from './mailbox.ts';

/**
 * The admin of the rewards journey. Admin accounts are made only by the `admin:add` command, so the e2e server's
 * launcher runs it (e2e/support/add-accounts.ts) on the fresh database before the server starts; the command e-mails
 * a sign-in link to the development mailbox.
 */
export const E2E_ADMIN = {
  email: 'e2e.admin@raktsetu.test',
  name: 'Anil Kulkarni',
} as const;

/** Signs the admin in with the link its command e-mailed (or a new one). */
export const signInAdminWithLink = (page: Page): Promise<void> =>
  signInWithMailedLink(page, E2E_ADMIN.email, /\/app\/dashboard$/);
