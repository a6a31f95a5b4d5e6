import { accountApi } from './accounts.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp, type TestClock } from './test-app.ts';

export interface MailApp {
  smtp: TestSmtpServer;
  clock: TestClock;
  t: TestApp;
  api: ReturnType<typeof accountApi>;
}

/** The app wired to a real local SMTP server, with a clock the test moves and limits no test reaches by accident. */
export async function startMailApp(): Promise<MailApp> {
  const smtp = await startSmtpServer();
  const clock = createTestClock();
  const t = await createTestApp({ env: { SMTP_URL: smtp.url }, clock, limits: RELAXED_LIMITS });
  return { smtp, clock, t, api: accountApi(t.app) };
}

export async function stopMailApp(app: Partial<MailApp>): Promise<void> {
  await app.t?.close();
  await app.smtp?.close();
}
