import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../support/accounts.ts';
import { homeApi, northOf } from '../support/home.ts';
import type { Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, openTestDatabase, type TestApp } from '../support/test-app.ts';

/*
 * What the home features (dashboard, history, certificates, reports) let slip: into the log, to someone guessing
 * certificate codes, or off the edge of a certificate.
 */

const NASHIK = { latitude: 19.9975, longitude: 73.7898 };
const DONOR_NAME = 'Ravindranath Kulkarni';
const PATIENT_NAME = 'Meenakshi Deshpande';
const HOSPITAL = 'Sahyadri Speciality Hospital';
const DETAILS = 'Asked for Rs 5000 on WhatsApp before coming';

/** Each text line a PDF's compressed page streams draw, with the x where it starts (pt). */
function drawnLines(pdf: Buffer): Array<{ x: number; text: string }> {
  const raw = pdf.toString('latin1');
  const lines: Array<{ x: number; text: string }> = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const body = Buffer.from(raw.slice(start, raw.indexOf('endstream', start)), 'latin1');
    let text: string;
    try {
      text = inflateSync(body).toString('latin1');
    } catch {
      continue;
    }
    for (const hit of text.matchAll(/1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm\s*<([0-9A-Fa-f]+)> Tj/g)) {
      lines.push({ x: Number(hit[1]), text: Buffer.from(hit[3] ?? '', 'hex').toString('latin1') });
    }
  }
  return lines;
}

describe('home features: what reaches the log, code guessing, long names', () => {
  let t: TestApp;
  let api: ReturnType<typeof homeApi>;
  let donor: Person;
  let patient: Person;
  let donationId: string;
  let code: string;
  const lines: string[] = [];

  beforeAll(async () => {
    const clock = createTestClock();
    t = await createTestApp({
      database: await openTestDatabase(),
      clock,
      env: { LOG_LEVEL: 'trace' },
      logger: undefined,
      logStream: { write: (line: string) => void lines.push(line) },
      limits: RELAXED_LIMITS,
      runWorker: false,
    });
    api = homeApi(t.app, clock);
    donor = await api.donor(DONOR_NAME, 'O+', northOf(NASHIK, 2));
    patient = await api.patient(PATIENT_NAME, 'B+', 'Nashik');
    const id = await api.request(patient, NASHIK, { hospital_name: HOSPITAL });
    await api.fulfil(patient, id, [donor]);
    const history = (await api.get(donor, '/api/history')).json().data;
    donationId = history.donations[0].donation_id;
    code = history.donations[0].certificate_code;
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs no name, e-mail, report detail or certificate code across dashboards, history, certificates and reports', async () => {
    lines.length = 0;
    for (const who of [donor, patient]) {
      expect((await api.get(who, '/api/dashboard')).statusCode).toBe(200);
      expect((await api.get(who, '/api/history')).statusCode).toBe(200);
    }
    expect((await api.get(donor, `/api/history/donations/${donationId}/certificate`)).statusCode).toBe(200);
    expect((await api.get(null, `/api/certificates/${code}`)).statusCode).toBe(200);
    expect((await api.get(null, `/api/certificates/${code.toLowerCase()}`)).statusCode).toBe(200);
    expect((await api.get(null, `/api/certificates/${encodeURIComponent(` ${code} `)}`)).statusCode).toBe(200);
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(patient.accessToken),
      payload: { subject_type: 'user', subject_id: donor.userId, reason: 'asked_for_money', details: DETAILS },
    });
    expect(filed.statusCode).toBe(201);

    const text = lines.join('');
    expect(text).toContain('/api/certificates/');
    const secrets = [DONOR_NAME, 'Ravindranath', PATIENT_NAME, 'Meenakshi', HOSPITAL, DETAILS, 'WhatsApp'];
    for (const secret of [...secrets, donor.email, patient.email, code, code.toLowerCase(), code.slice(4)]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('limits certificate checks to 30 a minute from one address, wrong codes included, with a clear 429', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await api.get(null, `/api/certificates/RSC-0000-0000-${String(i).padStart(4, '0')}`);
      if (res.statusCode === 429) break;
      expect(res.statusCode).toBe(404);
    }
    const refused = await api.get(null, `/api/certificates/${code}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 'error' });
    expect(refused.json().message).toMatch(/^Too many requests\. Please try again in /);
    expect(refused.body).not.toContain(DONOR_NAME.split(' ')[0]);
  });

  it('keeps a 100-character name, brackets and backslash included, whole and on the page', async () => {
    const longName = `${'Venkata'.repeat(11)} (Rao) \\ ) Lakshminarasimhan Iyer`.slice(0, 100);
    expect(longName).toHaveLength(100);
    const longDonor = await api.donor(longName, 'O+', northOf(NASHIK, 3));
    const id = await api.request(patient, NASHIK, { hospital_name: HOSPITAL });
    await api.fulfil(patient, id, [longDonor]);
    const own = (await api.get(longDonor, '/api/history')).json().data.donations[0];
    const pdf = await api.get(longDonor, `/api/history/donations/${own.donation_id}/certificate`);
    expect(pdf.statusCode).toBe(200);
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(1);
    const drawn = drawnLines(pdf.rawPayload);
    const nameLine = drawn.find((l) => l.text === longName);
    expect(nameLine, JSON.stringify(drawn)).toBeDefined();
    // Inside the red border (24 pt from the edge) with room to spare.
    for (const line of drawn) expect(line.x, line.text).toBeGreaterThanOrEqual(24);
  });
});
