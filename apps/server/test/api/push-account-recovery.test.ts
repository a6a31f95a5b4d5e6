import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/db/schema/index.ts';
import {
  NEW_PASSWORD,
  SUBJECTS,
  bearer,
  donorPayload,
  linkToken,
  mailTo,
  uniqueEmail,
  type SignedIn,
  type accountApi,
} from '../support/accounts.ts';
import { startMailApp, stopMailApp } from '../support/mail-app.ts';
import { startPushService, type TestDevice, type TestPushService } from '../support/push-service.ts';
import type { TestSmtpServer } from '../support/smtp.ts';
import type { TestApp } from '../support/test-app.ts';

const NOTICE_SUBJECT = 'Your RaktSetu e-mail address is being changed';

/**
 * Taking an account back (a password reset, or the undo link of an e-mail change the owner did not make) ends
 * every sign-in because someone else may be in it. A device that someone subscribed to push while they were in
 * must stop receiving the owner's notices too, as with signing out of all devices; otherwise the intruder's
 * phone keeps showing the owner's requests and alerts after the owner has locked them out.
 */
describe('push devices after an account is taken back', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let api: ReturnType<typeof accountApi>;
  let pushService: TestPushService;

  beforeAll(async () => {
    pushService = await startPushService();
    ({ smtp, t, api } = await startMailApp());
  });
  afterAll(async () => {
    await stopMailApp({ smtp, t });
    await pushService.close();
  });

  const rowsFor = (device: TestDevice) =>
    t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));

  async function accountWithIntruderDevice(): Promise<{ session: SignedIn; intruder: TestDevice }> {
    const session = await api.signUp(donorPayload());
    const verify = await mailTo(smtp, session.email, SUBJECTS.verify);
    expect((await api.verifyEmail(linkToken(verify, '/auth/callback'))).statusCode).toBe(200);
    const intruder = pushService.newDevice();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: bearer(session.accessToken),
      payload: intruder.json,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsFor(intruder)).toHaveLength(1);
    return { session, intruder };
  }

  it('a password reset removes every push device of the account', async () => {
    const { session, intruder } = await accountWithIntruderDevice();
    expect((await api.forgotPassword(session.email)).statusCode).toBe(200);
    const mail = await mailTo(smtp, session.email, SUBJECTS.reset);
    const res = await api.resetPassword(linkToken(mail, '/reset-password'), NEW_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsFor(intruder)).toHaveLength(0);
  });

  it('undoing an e-mail change removes every push device of the account', async () => {
    const { session, intruder } = await accountWithIntruderDevice();
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(session.accessToken),
      payload: { email: uniqueEmail('thief'), current_password: session.password },
    });
    expect(change.statusCode, change.body).toBe(200);
    const notice = await mailTo(smtp, session.email, NOTICE_SUBJECT);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/undo-email-change',
      payload: { token: linkToken(notice, '/auth/undo-email-change') },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsFor(intruder)).toHaveLength(0);
  });
});
