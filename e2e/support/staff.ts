import type { Page } from '@playwright/test';
import { signInWithMailedLink } from './mailbox.ts';

/**
 * The blood-bank staff member of the find-blood journeys. Staff accounts are made only by the `staff:add` command,
 * so the e2e server's launcher runs it (e2e/support/add-accounts.ts) on the fresh database before the server starts;
 * the command e-mails a sign-in link to the development mailbox.
 */
export const E2E_STAFF = {
  email: 'e2e.staff@raktsetu.test',
  name: 'Sunita Rao',
  bankName: 'Global Hospital Blood Bank',
  bankCity: 'Mumbai',
} as const;

/** Signs the staff member in with the link its command e-mailed (or a new one). */
export const signInStaffWithLink = (page: Page): Promise<void> =>
  signInWithMailedLink(page, E2E_STAFF.email, /\/app\/bank$/);
