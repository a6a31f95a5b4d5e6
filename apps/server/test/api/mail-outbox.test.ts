import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/index.ts';
import { retryDelayMs } from '../../src/outbox/outbox.worker.ts';
import { PASSWORD, SUBJECTS, accountApi, linkToken, mailTo, patientPayload } from '../support/accounts.ts';
import { freePort, startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp, type TestClock } from '../support/test-app.ts';

/**
 * A mail server that is down loses no e-mail: the message waits in the outbox and is delivered, once, when
 * the server is back. Only drain() delivers here (runWorker: false), so each step is under the test's control.
 */
describe('outbox: e-mail survives a mail server that is down', () => {
  let port: number;
  let clock: TestClock;
  let t: TestApp;
  let smtp: TestSmtpServer | undefined;

  beforeAll(async () => {
    port = await freePort();
    clock = createTestClock();
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
      clock,
      runWorker: false,
      limits: RELAXED_LIMITS,
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** The outbox rows of e-mails to `email` (delivered rows no longer carry the address). */
  const pendingMailTo = (email: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'to' = ${email}`);

  it('registers while the mail server is down, keeps the e-mail, and delivers it exactly once when the server is back', async () => {
    const api = accountApi(t.app);
    const body = patientPayload();
    const email = String(body.email);

    const res = await api.register(body);
    expect(res.statusCode).toBe(201);

    // Delivery fails: the message stays pending with the error and a retry time.
    await t.app.outbox.drain();
    const [failed] = await pendingMailTo(email);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.last_error).toBeTruthy();
    expect(failed?.next_attempt_at.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

    smtp = await startSmtpServer(port);

    // Not due yet: nothing is sent before the retry time.
    await t.app.outbox.drain();
    expect(smtp.messages).toHaveLength(0);

    clock.advance(retryDelayMs(1) + 1_000);
    await t.app.outbox.drain();
    const mail = await mailTo(smtp, email, SUBJECTS.verify);

    // Later passes send nothing more.
    clock.advance(60 * 60 * 1000);
    await t.app.outbox.drain();
    await t.app.outbox.drain();
    expect(smtp.messagesTo(email)).toHaveLength(1);

    // Delivered: the row is done and no longer holds the one-time link.
    const [done] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.outbox_id, String(failed?.outbox_id)));
    expect(done).toMatchObject({ status: 'done', attempts: 2, payload: { delivered: true } });

    // And the late link still works (it is valid for 48 hours).
    expect((await api.verifyEmail(linkToken(mail, '/auth/callback'))).statusCode).toBe(200);
    const { accessToken } = await api.signIn(email, PASSWORD);
    expect((await api.profile(accessToken)).json().data.is_verified).toBe(true);
  });
});

/**
 * Delivery is at least once: a crash after the mail server took a message but before the outbox marked it done
 * sends it again. Every attempt at one outbox item carries the same Message-ID, so mail clients show one mail.
 */
describe('outbox: a repeated send carries the same Message-ID', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, runWorker: false, limits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends the same message twice after a crash between sending and marking done, with one stable Message-ID', async () => {
    const body = patientPayload();
    const email = String(body.email);
    expect((await accountApi(t.app).register(body)).statusCode).toBe(201);
    const [pending] = await t.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'to' = ${email}`);
    expect(pending).toBeDefined();

    await t.app.outbox.drain();
    const first = await mailTo(smtp, email, SUBJECTS.verify);
    expect(first.messageId).toBe(`<outbox.${pending!.outbox_id}@raktsetu.local>`);

    // The crash: the row is as it was before "mark done" committed, so the worker sends it again.
    await t.database.db
      .update(outbox)
      .set({
        status: 'pending',
        payload: pending!.payload,
        locked_until: null,
        next_attempt_at: pending!.next_attempt_at,
      })
      .where(eq(outbox.outbox_id, pending!.outbox_id));
    await t.app.outbox.drain();

    const both = smtp.messagesTo(email).filter((m) => m.subject === SUBJECTS.verify);
    expect(both).toHaveLength(2);
    expect(new Set(both.map((m) => m.messageId))).toEqual(new Set([first.messageId]));
  });
});
