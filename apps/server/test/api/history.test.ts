import { todayIso } from '@raktsetu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../../src/db/schema/index.ts';
import { homeApi, northOf } from '../support/home.ts';
import type { Person } from '../support/network.ts';
import { commandAccount } from '../support/staff.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp, type TestClock } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PUNE = { latitude: 18.5204, longitude: 73.8567 };
const CODE = /^RSC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

describe('GET /api/history', () => {
  let clock: TestClock;
  let t: TestApp;
  let api: ReturnType<typeof homeApi>;

  beforeAll(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    api = homeApi(t.app, clock);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists a donor’s donations with the place (never the patient’s name), a stored code and the next date', async () => {
    const donor = await api.donor('Ravi Kumar', 'O+', northOf(PUNE, 2));
    const patient = await api.patient('Meera Shah', 'B+', 'Pune');
    const id = await api.request(patient, PUNE, { hospital_name: 'Sassoon Hospital' });
    await api.fulfil(patient, id, [donor]);

    const res = await api.get(donor, '/api/history');
    expect(res.statusCode).toBe(200);
    const history = res.json().data;
    const today = todayIso(clock.now());
    expect(history).toMatchObject({
      role: 'Donor',
      next_eligible_date: todayIso(new Date(new Date(`${today}T00:00:00Z`).getTime() + 90 * DAY_MS)),
    });
    expect(history.donations).toHaveLength(1);
    expect(history.donations[0]).toMatchObject({
      donation_date: today,
      component: 'Whole Blood',
      place: 'Sassoon Hospital',
      city: 'Pune',
      request_id: id,
      confirmed_by: 'patient',
    });
    expect(history.donations[0].certificate_code).toMatch(CODE);
    expect(res.body).not.toContain('Meera');
    // The code is made once and kept.
    const again = (await api.get(donor, '/api/history')).json().data;
    expect(again.donations[0].certificate_code).toBe(history.donations[0].certificate_code);
  });

  it('gives each of several donations its own stored code on the first visit', async () => {
    const donor = await api.donor('Kiran Das', 'O+', northOf(PUNE, 2));
    const patient = await api.patient('Nisha Iyer', 'B+', 'Pune');
    await api.fulfil(patient, await api.request(patient, PUNE), [donor]);
    // Two earlier donations, recorded before codes were made (none stored yet).
    for (const daysAgo of [200, 400]) {
      await t.database.db.insert(donations).values({
        donor_id: donor.userId,
        component_id: 1,
        donation_date: todayIso(new Date(clock.now().getTime() - daysAgo * DAY_MS)),
      });
    }
    const first = (await api.get(donor, '/api/history')).json().data;
    const codes = first.donations.map((d: { certificate_code: string }) => d.certificate_code);
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(3);
    const again = (await api.get(donor, '/api/history')).json().data;
    expect(again.donations.map((d: { certificate_code: string }) => d.certificate_code)).toEqual(codes);
  });

  it('lists a patient’s requests newest first with units received, donors and when each closed', async () => {
    const a = await api.donor('Asha Rao', 'B+', northOf(PUNE, 3));
    const b = await api.donor('Bala Nair', 'O+', northOf(PUNE, 4));
    const patient = await api.patient('Lata Menon', 'B+', 'Pune');
    const fulfilled = await api.request(patient, PUNE);
    await api.fulfil(patient, fulfilled, [a, b]);
    const cancelled = await api.request(patient, PUNE);
    const cancel = await api.net.setStatus(patient, cancelled, { status: 'Cancelled' });
    expect(cancel.statusCode).toBe(200);
    const open = await api.request(patient, PUNE, { urgency: 'SOS' });

    const res = await api.get(patient, '/api/history');
    expect(res.statusCode).toBe(200);
    const { role, requests } = res.json().data;
    expect(role).toBe('Patient');
    expect(requests.map((r: { request_id: string }) => r.request_id)).toEqual([open, cancelled, fulfilled]);
    expect(requests[0]).toMatchObject({
      status: 'Open',
      urgency: 'SOS',
      units_received: 0,
      donors: 0,
      closed_at: null,
    });
    expect(requests[1]).toMatchObject({ status: 'Cancelled', units_received: 0, donors: 0 });
    expect(requests[2]).toMatchObject({
      status: 'Fulfilled',
      blood_group: 'B+',
      component: 'Whole Blood',
      units_required: 2,
      units_received: 2,
      donors: 2,
    });
    for (const closed of [requests[1], requests[2]]) {
      expect(Date.parse(closed.closed_at)).toBeLessThanOrEqual(clock.now().getTime());
      expect(closed.closed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
  });

  it('refuses staff and admins (403) and strangers (401)', async () => {
    const admin = await commandAccount(t.app, t.database.db, 'Admin');
    expect((await api.get(admin as Person, '/api/history')).statusCode).toBe(403);
    expect((await api.get(null, '/api/history')).statusCode).toBe(401);
  });
});
