import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeApi, northOf } from '../support/home.ts';
import type { Person } from '../support/network.ts';
import { RELAXED_LIMITS, TEST_APP_URL, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

const NASHIK = { latitude: 19.9975, longitude: 73.7898 };

/** The text a PDF's compressed page streams draw (pdf-lib writes each line as a hex string before Tj). */
function drawnText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const body = Buffer.from(raw.slice(start, raw.indexOf('endstream', start)), 'latin1');
    let text: string;
    try {
      text = inflateSync(body).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of text.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
      lines.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
  }
  return lines;
}

describe('donation certificates and their public check', () => {
  let t: TestApp;
  let api: ReturnType<typeof homeApi>;
  let donor: Person;
  let patient: Person;
  let donationId: string;
  let code: string;

  beforeAll(async () => {
    const clock = createTestClock();
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    api = homeApi(t.app, clock);
    donor = await api.donor('Ravi Kumar', 'O+', northOf(NASHIK, 2));
    patient = await api.patient('Meera Shah', 'B+', 'Nashik');
    const id = await api.request(patient, NASHIK, { hospital_name: 'Civil Hospital Nashik' });
    await api.fulfil(patient, id, [donor]);
    const history = (await api.get(donor, '/api/history')).json().data;
    donationId = history.donations[0].donation_id;
    code = history.donations[0].certificate_code;
  });
  afterAll(async () => {
    await t.close();
  });

  const certificateUrl = (id: string) => `/api/history/donations/${id}/certificate`;

  it('gives the donor a one-page PDF to download, carrying the code', async () => {
    const res = await api.get(donor, certificateUrl(donationId));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="raktsetu-certificate-${code}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`RaktSetu certificate ${code}`);
    const lines = drawnText(res.rawPayload);
    expect(lines).toEqual(
      expect.arrayContaining([
        'RaktSetu',
        'Ravi Kumar',
        'at Civil Hospital Nashik',
        `Verification code: ${code}`,
        `Verify at ${TEST_APP_URL}/api/certificates/${code}`,
      ]),
    );
    expect(lines.join(' ')).toContain('Thank you');
  });

  it('is the owner’s only: another donor or the patient get 404, a stranger 401, a bad id 400', async () => {
    const other = await api.donor('Sunil Pawar', 'O+', northOf(NASHIK, 3));
    expect((await api.get(other, certificateUrl(donationId))).statusCode).toBe(404);
    expect((await api.get(patient, certificateUrl(donationId))).statusCode).toBe(404);
    expect((await api.get(null, certificateUrl(donationId))).statusCode).toBe(401);
    expect((await api.get(donor, certificateUrl('not-an-id'))).statusCode).toBe(400);
  });

  it('names a donor whose name has a note in brackets by first name and surname initial, as donor search does', async () => {
    const asha = await api.donor('Asha Kulkarni (demo donor)', 'O+', northOf(NASHIK, 4));
    const id = await api.request(patient, NASHIK, { hospital_name: 'Civil Hospital Nashik' });
    await api.fulfil(patient, id, [asha]);
    const ashaCode = (await api.get(asha, '/api/history')).json().data.donations[0].certificate_code;
    const res = await api.get(null, `/api/certificates/${ashaCode}`);
    expect(res.json().data.donor_name).toBe('Asha K.');
    expect(res.body).not.toContain('Kulkarni');
  });

  it('confirms a code to anyone, naming the donor by first name and initial only', async () => {
    const res = await api.get(null, `/api/certificates/${code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      valid: true,
      donor_name: 'Ravi K.',
      donation_date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      component: 'Whole Blood',
      place: 'Civil Hospital Nashik',
    });
    expect(res.body).not.toContain('Kumar');
    expect(res.body).not.toContain('Meera');
    // Typed in lower case it is the same code.
    expect((await api.get(null, `/api/certificates/${code.toLowerCase()}`)).statusCode).toBe(200);
  });

  it('answers an unknown or malformed code with 404 and a clear message', async () => {
    for (const unknown of ['RSC-0000-0000-0000', 'hello', "RSC-'; drop table donations"]) {
      const res = await api.get(null, `/api/certificates/${encodeURIComponent(unknown)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No certificate has this code.');
    }
  });
});
