import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, bearer, countUsersWithEmail, donorPayload, patientPayload } from '../support/accounts.ts';
import { networkApi, north, type Person } from '../support/network.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

/**
 * E-mails and notices reach each person in their preferred language (users.preferred_language): one SOS fan-out
 * writes Hindi for a Hindi donor and English for an English one, a Marathi patient hears of a donor in Marathi,
 * and a sign-up in Hindi gets its verification e-mail in Hindi.
 */
describe('e-mails and notices in the recipient’s language', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let net: ReturnType<typeof networkApi>;
  let accounts: ReturnType<typeof accountApi>;
  const clock = createTestClock();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, clock, limits: RELAXED_LIMITS, runWorker: false });
    net = networkApi(t.app);
    accounts = accountApi(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const setLanguage = async (who: Person, language: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(who.accessToken),
      payload: { preferred_language: language },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  type Notice = { kind: string; request_id: string | null; title: string; message: string };
  const noticesOf = async (who: Person, kind: string, requestId: string): Promise<Notice[]> => {
    const res = await net.get(who, '/api/notifications?limit=200');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as Notice[]).filter((n) => n.kind === kind && n.request_id === requestId);
  };

  it('alerts a Hindi donor in Hindi and an English donor in English in one SOS fan-out, notice and e-mail', async () => {
    const patient = await net.patient('A+');
    const hindi = await net.donor('A+', north(3));
    const english = await net.donor('O-', north(6));
    const marathi = await net.donor('O+', north(12));
    await setLanguage(hindi, 'hi');
    await setLanguage(marathi, 'mr');

    const id = (await net.sos(patient)).json().data.request_id as string;
    await t.app.scheduler.tick();
    await t.app.outbox.drain();

    const [inHindi] = await noticesOf(hindi, 'request_alert', id);
    expect(inHindi?.title).toBe('SOS: A+ खून की तुरंत ज़रूरत है');
    expect(inHindi?.message).toBe('आपसे लगभग 3 km दूर (Mumbai) A+ होल ब्लड की 1 यूनिट चाहिए।');
    const [inMarathi] = await noticesOf(marathi, 'request_alert', id);
    // The Marathi words around the km the database filled in.
    expect(inMarathi?.message).toBe('A+ होल ब्लड: 1 युनिट हवे आहे, आपल्यापासून सुमारे 12 km अंतरावर (Mumbai).');
    const [inEnglish] = await noticesOf(english, 'request_alert', id);
    expect(inEnglish?.title).toBe('SOS: A+ blood needed');
    expect(inEnglish?.message).toBe('1 unit of A+ Whole Blood needed about 6 km from you (Mumbai).');

    const hindiMail = await smtp.waitFor((m) => m.to.includes(hindi.email) && m.text.includes(id));
    expect(hindiMail.subject).toBe('SOS: A+ होल ब्लड की ज़रूरत है — आपसे लगभग 3 km दूर');
    expect(hindiMail.text).toContain('एक मरीज़ को A+ होल ब्लड की 1 यूनिट चाहिए (SOS)।');
    expect(hindiMail.html).toContain('<html lang="hi">');
    const englishMail = await smtp.waitFor((m) => m.to.includes(english.email) && m.text.includes(id));
    expect(englishMail.subject).toBe('SOS: A+ Whole Blood needed about 6 km from you');
    expect(englishMail.text).toMatch(/^Hello Donor,\n/);
    const marathiMail = await smtp.waitFor((m) => m.to.includes(marathi.email) && m.text.includes(id));
    expect(marathiMail.subject).toBe('SOS: A+ होल ब्लड हवे आहे — आपल्यापासून सुमारे 12 km अंतरावर');
    expect(marathiMail.text).toMatch(/^नमस्कार Donor,\n/);
  });

  it('tells a Marathi patient in Marathi that a donor accepted; notices already stored keep their words', async () => {
    const patient = await net.patient('B+');
    const donor = await net.donor('B+', north(2));
    await setLanguage(patient, 'mr');
    const id = (await net.sos(patient)).json().data.request_id as string;
    await t.app.scheduler.tick();
    await t.app.outbox.drain();
    await net.renew(patient, donor);
    expect((await net.respond(donor, id, 'accept')).statusCode).toBe(200);

    const [accepted] = await noticesOf(patient, 'donor_accepted', id);
    expect(accepted?.title).toBe('एका डोनरने विनंती स्वीकारली');
    expect(accepted?.message).toBe(
      `${donor.name} (B+) यांनी आपली B+ विनंती स्वीकारली आहे. त्यांना फोन करण्यासाठी विनंती उघडा.`,
    );

    await setLanguage(patient, 'en');
    const [kept] = await noticesOf(patient, 'donor_accepted', id);
    expect(kept?.title).toBe('एका डोनरने विनंती स्वीकारली');
  });

  it('sends the verification e-mail of a sign-up in Hindi in Hindi, and keeps the language in the profile', async () => {
    const body = donorPayload({ preferred_language: 'hi' });
    const email = String(body.email);
    expect((await accounts.register(body)).statusCode).toBe(201);
    await t.app.outbox.drain();
    const mail = await smtp.waitFor((m) => m.to.includes(email.toLowerCase()));
    expect(mail.subject).toBe('RaktSetu के लिए अपना ई-मेल पता पक्का करें');
    expect(mail.text).toContain('मेरा ई-मेल पक्का करें: ');
    expect(mail.text).toContain('/auth/callback?token=');

    const signedIn = await accounts.signIn(email, String(body.password));
    const profile = (await accounts.profile(signedIn.accessToken)).json().data;
    expect(profile.preferred_language).toBe('hi');
  });

  it('refuses a sign-up with an unknown language with a clear 400, and creates nothing', async () => {
    const body = patientPayload({ preferred_language: 'fr' });
    const email = String(body.email);
    const res = await accounts.register(body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Language must be English, Hindi or Marathi');
    expect(await countUsersWithEmail(t.database.db, email)).toBe(0);
    await t.app.outbox.drain();
    expect(smtp.messagesTo(email)).toHaveLength(0);
  });
});
