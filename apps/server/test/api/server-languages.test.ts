import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, patientPayload } from '../support/accounts.ts';
import { CENTRE, networkApi, north, type Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the server answers in the language the request asks for', () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  const clock = createTestClock();
  let patient: Person;
  let donor: Person;
  let closedId: string;

  const as = (language: string | undefined) => (language === undefined ? {} : { 'accept-language': language });
  let address = 0;
  // Each from its own address: registrations are limited per address (mailingRequestsPer15Min).
  const register = (body: Record<string, unknown>, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
      headers: as(language),
      remoteAddress: `10.8.0.${++address}`,
    });
  const accept = (language: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/requests/${closedId}/respond`,
      headers: { ...bearer(donor.accessToken), ...as(language) },
      payload: { response: 'accept' },
    });

  beforeAll(async () => {
    t = await createTestApp({ clock, limits: { ...RELAXED_LIMITS, mailingRequestsPer15Min: 2 }, runWorker: false });
    net = networkApi(t.app);
    patient = await net.patient('B+');
    donor = await net.donor('B+', north(3));
    const created = await net.sos(patient, CENTRE);
    closedId = created.json().data.request_id as string;
    await t.app.outbox.drain(); // the donor is alerted, so what refuses the answer is the request's status
    expect((await net.setStatus(patient, closedId, { status: 'Cancelled' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a validation failure in Hindi: the message and every detail, field names and code as they are', async () => {
    const res = await register(patientPayload({ email: 'not-an-email', full_name: 'A' }), 'hi-IN,hi;q=0.9,en;q=0.5');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe(`${body.details[0].field}: ${body.details[0].message}`);
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'कृपया सही ईमेल पता लिखें' },
        { field: 'full_name', message: 'पूरा नाम कम से कम 2 अक्षरों का होना चाहिए' },
      ]),
    );
    expect(res.headers.vary).toMatch(/Accept-Language/i);
  });

  it('the same failure in Marathi', async () => {
    const res = await register(patientPayload({ email: 'not-an-email' }), 'mr');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('email: कृपया योग्य ईमेल पत्ता लिहा');
    expect(res.json().details).toEqual([{ field: 'email', message: 'कृपया योग्य ईमेल पत्ता लिहा' }]);
  });

  it('the error map’s generic wording translates around the field name', async () => {
    const res = await register(patientPayload({ full_name: 42 }), 'hi');
    expect(res.json().details).toEqual([{ field: 'full_name', message: 'full_name टेक्स्ट होना चाहिए' }]);
  });

  it.each([undefined, 'en', 'en-GB,en;q=0.8', 'fr-FR, de;q=0.5', 'hi;q=0', '*', 'xx;q=abc'])(
    'stays English for the header %j',
    async (language) => {
      const res = await register(patientPayload({ email: 'not-an-email' }), language);
      expect(res.json().message).toBe('email: Please enter a valid email address');
    },
  );

  it('a business refusal (accepting a cancelled request) in Hindi and Marathi, its status word translated', async () => {
    const hi = await accept('hi');
    expect(hi.statusCode).toBe(409);
    expect(hi.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'यह अनुरोध पहले ही रद्द हो चुका है: अब इसे डोनर की ज़रूरत नहीं है।',
    });
    const mr = await accept('mr-IN');
    expect(mr.json().message).toBe('ही विनंती आधीच रद्द झालेली आहे: आता तिला डोनरची गरज नाही.');
    expect((await accept('en')).json().message).toBe('This request is already cancelled: it no longer needs donors.');
  });

  it('a 401 and a 404 in Hindi; a 404 of a missing request in Marathi', async () => {
    const unauthorized = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: as('hi') });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'कृपया पहले साइन इन करें' });

    const noRoute = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: as('hi') });
    expect(noRoute.statusCode).toBe(404);
    expect(noRoute.json().message).toBe('इस पते पर GET के लिए कोई API रूट नहीं है');

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/requests/00000000-0000-4000-8000-000000000000',
      headers: { ...bearer(patient.accessToken), ...as('mr') },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'रक्ताची विनंती सापडली नाही.' });
  });

  it('a rate-limit answer in Hindi, with its wait in Hindi too', async () => {
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'someone@example.com' },
        headers: as('hi'),
        remoteAddress: '10.9.9.9',
      });
    const first = await forgot();
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(
      'अगर इस ईमेल से कोई खाता है, तो पासवर्ड रीसेट लिंक भेज दिया गया है। यह 1 घंटे तक काम करेगा।',
    );
    await forgot();
    const third = await forgot();
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
    expect(third.json().message).toMatch(/^बहुत सारे अनुरोध आ गए। कृपया (एक|\d+) मिनट बाद फिर से कोशिश करें।$/);
  });

  it('a success message and the request timeline in the viewer’s language', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: { ...bearer(patient.accessToken), ...as('mr') },
      payload: { component_id: 1, units_required: 1, urgency: 'SOS', ...CENTRE },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('रक्ताची विनंती नोंदवली आहे!');
    expect(created.headers.vary).toMatch(/Accept-Language/i);
    expect(created.json().data.timeline[0].text).toBe('SOS पाठवला');

    const id = created.json().data.request_id as string;
    await t.app.outbox.drain();
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/requests/${id}`,
      headers: { ...bearer(patient.accessToken), ...as('hi') },
    });
    const lines = (seen.json().data.timeline as { type: string; text: string }[]).map((e) => e.text);
    expect(lines[0]).toBe('SOS भेजा गया');
    for (const line of lines) expect(line).toMatch(DEVANAGARI);

    const english = await net.detail(patient, id);
    expect(english.json().data.timeline[0].text).toBe('SOS raised');
  });

  it('a donor’s eligibility reasons in the reader’s language, on the profile and the dashboard', async () => {
    const headers = { ...bearer(donor.accessToken), ...as('hi') };
    const put = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers, payload: { weight_kg: 40 } });
    expect(put.statusCode).toBe(200);
    expect(put.json().message).toBe('प्रोफ़ाइल अपडेट हो गई!');
    expect(put.json().data.eligibility.reason_codes).toEqual(['underweight']);
    expect(put.json().data.eligibility.reasons[0]).toMatch(/^वज़न \d+ kg से कम$/);

    const home = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { ...headers, ...as('mr') } });
    expect(home.json().data.stats.eligibility_reasons[0]).toMatch(/^वजन \d+ kg पेक्षा कमी$/);
    const english = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(donor.accessToken) });
    expect(english.json().data.eligibility.reasons[0]).toMatch(/^Weight under \d+ kg$/);
  });
});
