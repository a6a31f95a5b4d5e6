import { and, eq, like } from 'drizzle-orm';
import { todayIso } from '@raktsetu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donors, notifications, outbox } from '../../src/db/schema/index.ts';
import { bearer } from '../support/accounts.ts';
import { networkApi, type Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp, type TestClock } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the donor’s eligibility: profile fields, the shared rule, and the once-only eligible-again notice', () => {
  let clock: TestClock;
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;

  const today = () => todayIso(clock.now());
  const daysFromToday = (n: number) => todayIso(new Date(clock.now().getTime() + n * DAY_MS));
  const put = (who: Person, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(who.accessToken), payload });
  const profile = async (who: Person) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(who.accessToken) })).json().data;
  const setDonation = (who: Person, date: string, componentId: number | null = null) =>
    t.database.db
      .update(donors)
      .set({ last_donation_date: date, last_donation_component_id: componentId })
      .where(eq(donors.donor_id, who.userId));
  const eligibleNotices = (who: Person) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, who.userId), eq(notifications.kind, 'eligible_again')));
  const eligibleMails = async (who: Person) =>
    (await t.database.db.select().from(outbox).where(like(outbox.dedupe_key, 'eligible-email:%'))).filter(
      (item) => (item.payload as { to: string }).to === who.email,
    );

  beforeAll(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    net = networkApi(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a donor saves sex, weight, haemoglobin and date of birth, sees why they may not give, and may clear them', async () => {
    const donor = await net.donor('O+', null);
    const fresh = await profile(donor);
    // Nothing known: nothing excludes.
    expect(fresh.eligibility).toEqual({ eligible: true, reasons: [], reason_codes: [], next_eligible_date: null });
    expect(fresh).toMatchObject({ sex: null, weight_kg: null, hemoglobin_g_dl: null, date_of_birth: null });

    const young = `${Number(today().slice(0, 4)) - 17}-01-01`;
    const res = await put(donor, { sex: 'female', weight_kg: 44, hemoglobin_g_dl: 11.9, date_of_birth: young });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({ sex: 'female', weight_kg: 44, hemoglobin_g_dl: 11.9, date_of_birth: young });
    expect(saved.eligibility).toEqual({
      eligible: false,
      reasons: ['Under 18', 'Weight under 45 kg', 'Haemoglobin under 12.5 g/dL'],
      reason_codes: ['too_young', 'underweight', 'low_haemoglobin'],
      next_eligible_date: null,
    });

    await setDonation(donor, daysFromToday(-30));
    const cleared = await put(donor, { weight_kg: null, hemoglobin_g_dl: null, date_of_birth: null, sex: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.eligibility).toEqual({
      eligible: false,
      reasons: ['Gave blood recently'],
      reason_codes: ['recent_donation'],
      next_eligible_date: daysFromToday(60), // 90 days when the sex is unknown
    });
  });

  it('refuses values out of range with clear messages, and donor fields from a patient', async () => {
    const donor = await net.donor('A+', null);
    const heavy = await put(donor, { weight_kg: 251 });
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().message).toContain('Weight must be between 30 and 250 kg');
    const hb = await put(donor, { hemoglobin_g_dl: 4 });
    expect(hb.statusCode).toBe(400);
    expect(hb.json().message).toContain('Haemoglobin must be between 5 and 25 g/dL');
    const sex = await put(donor, { sex: 'other' });
    expect(sex.statusCode).toBe(400);
    expect(sex.json().message).toContain('Sex must be male or female');
    expect((await profile(donor)).weight_kg).toBeNull();

    const patient = await net.patient('A+');
    const refused = await put(patient, { weight_kg: 60, email_alerts: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Patients cannot set weight_kg, email_alerts.');
    const noDob = await put(patient, { date_of_birth: null });
    expect(noDob.statusCode).toBe(400);
    expect(noDob.json().message).toBe('Date of birth is required for patients');
    const patientView = await profile(patient);
    expect(patientView).toMatchObject({ eligibility: null, email_alerts: null, email_notices: true });
    expect(patientView.date_of_birth).not.toBeNull();
  });

  it('tells a donor once, on the day, that they may give again; again only after the next donation’s interval', async () => {
    const donor = await net.donor('B+', null);
    const quiet = await net.donor('B+', null);
    expect((await put(quiet, { email_notices: false })).statusCode).toBe(200);
    const female = await net.donor('B+', null);
    await put(female, { sex: 'female' });
    const underweight = await net.donor('B+', null);
    await put(underweight, { weight_kg: 40 });
    const first = daysFromToday(-88); // whole blood, sex unknown: 90 days → two days from now
    for (const who of [donor, quiet, female, underweight]) await setDonation(who, first);

    await t.app.scheduler.tick();
    clock.advance(DAY_MS);
    await t.app.scheduler.tick();
    expect(await eligibleNotices(donor)).toHaveLength(0);

    clock.advance(DAY_MS);
    await t.app.scheduler.tick();
    const told = await eligibleNotices(donor);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'You can donate again', dedupe_key: `eligible:${donor.userId}:${first}` });
    expect(told[0]?.message).toContain('You can donate again from today');
    await net.renew(donor); // two days on, the access token has expired
    expect((await profile(donor)).eligibility.eligible).toBe(true);
    const mails = await eligibleMails(donor);
    expect(mails).toHaveLength(1);
    expect((mails[0]?.payload as { subject: string }).subject).toBe('You can donate again from today');
    // Notices off: the notice, no e-mail. Women wait 120 days; an underweight donor is not asked to come.
    expect(await eligibleNotices(quiet)).toHaveLength(1);
    expect(await eligibleMails(quiet)).toHaveLength(0);
    expect(await eligibleNotices(female)).toHaveLength(0);
    expect(await eligibleNotices(underweight)).toHaveLength(0);

    await t.app.scheduler.tick();
    clock.advance(DAY_MS);
    await t.app.scheduler.tick();
    expect(await eligibleNotices(donor)).toHaveLength(1);
    expect(await eligibleMails(donor)).toHaveLength(1);

    // Platelets (apheresis) today: 48 hours later they may give again, and hear of it once more.
    const second = today();
    await setDonation(donor, second, 3);
    await net.renew(donor);
    expect((await profile(donor)).eligibility.next_eligible_date).toBe(daysFromToday(2));
    clock.advance(DAY_MS);
    await t.app.scheduler.tick();
    expect(await eligibleNotices(donor)).toHaveLength(1);
    clock.advance(DAY_MS);
    await t.app.scheduler.tick();
    await t.app.scheduler.tick();
    const all = await eligibleNotices(donor);
    expect(all.map((n) => n.dedupe_key).sort()).toEqual(
      [`eligible:${donor.userId}:${first}`, `eligible:${donor.userId}:${second}`].sort(),
    );
    expect(await eligibleMails(donor)).toHaveLength(2);
  });
});
