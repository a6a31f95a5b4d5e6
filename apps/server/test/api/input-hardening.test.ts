import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../support/accounts.ts';
import { CENTRE, networkApi, type Person } from '../support/network.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Malformed input answers 400 in the envelope with words a person understands, and changes nothing. */
describe('input hardening', () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  let patient: Person;
  let donor: Person;
  let requestId: string;

  beforeAll(async () => {
    t = await createTestApp();
    net = networkApi(t.app);
    patient = await net.patient('B+');
    donor = await net.donor('O+', CENTRE, { is_available_for_sos: true });
    const created = await net.sos(patient);
    expect(created.statusCode, created.body).toBe(201);
    requestId = created.json().data.request_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, who: Person | null, payload: unknown) =>
    t.app.inject({ method, url, headers: who ? bearer(who.accessToken) : {}, payload: payload as object });

  function expectEnvelope(res: { statusCode: number; json(): unknown }, status: number) {
    expect(res.statusCode).toBe(status);
    const body = res.json() as { status: string; message: string; code: string };
    expect(body.status).toBe('error');
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.code.length).toBeGreaterThan(0);
    return body as { status: string; message: string; code: string; details?: { field: string; message: string }[] };
  }

  describe('control characters in text fields', () => {
    const NUL = 'Asha\u0000Patel';
    it.each([
      ['register full_name', () => send('POST', '/api/auth/register', null, { ...registration(), full_name: NUL })],
      ['login password', () => send('POST', '/api/auth/login', null, { email: 'a@b.co', password: 'x\u0000y' })],
      ['profile full_name', () => send('PUT', '/api/auth/profile', patient, { full_name: NUL })],
      [
        'patient medical_conditions',
        () =>
          send('PUT', `/api/patients/${patient.userId}/info`, patient, {
            date_of_birth: '2012-05-14',
            medical_conditions: 'Beta\u0000thalassemia',
          }),
      ],
      [
        'donor interests item',
        () =>
          send('PUT', `/api/donors/${donor.userId}/settings`, donor, {
            is_available_for_sos: true,
            qloo_taste_keywords: ['music', 'cricket\u0007'],
          }),
      ],
      [
        'request hospital_name',
        () => send('POST', '/api/requests', patient, { ...bloodRequest(), hospital_name: 'KEM\u0000' }),
      ],
      [
        'request notes (escape)',
        () => send('POST', '/api/requests', patient, { ...bloodRequest(), notes: 'a\u001bb' }),
      ],
      [
        'respond message',
        () => send('POST', `/api/requests/${requestId}/respond`, donor, { response: 'decline', message: 'x\u0000' }),
      ],
    ])('refuses a control character in %s with a 400 naming the field', async (_label, call) => {
      const res = await call();
      const body = expectEnvelope(res, 400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.message).toMatch(/invisible control characters; please retype it/);
      expect(body.details?.[0]?.field).toBeTruthy();
    });

    it('says which field, by name', async () => {
      const res = await send('POST', '/api/auth/register', null, { ...registration(), full_name: 'A\u0000B' });
      expect(res.json().details).toContainEqual({
        field: 'full_name',
        message: 'Full name contains invisible control characters; please retype it',
      });
    });

    it('still accepts tabs and newlines in notes', async () => {
      const res = await send('POST', '/api/requests', patient, {
        ...bloodRequest(),
        notes: 'Ward 4\tbed 12\nCall before coming',
      });
      expect(res.statusCode, res.body).toBe(201);
    });
  });

  describe('framework errors use the envelope and never echo the request', () => {
    it('answers a broken %-escape in the path with 400', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/%/profile-completion' });
      const body = expectEnvelope(res, 400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(res.body).not.toContain('/api/users/%');
    });

    it('answers an over-long path parameter with the envelope', async () => {
      const long = 'a'.repeat(300);
      const checked = await net.get(patient, `/api/users/${long}/profile-completion`);
      expect(expectEnvelope(checked, 400).details).toContainEqual({ field: 'id', message: 'Not a valid id' });
      expect(checked.body).not.toContain(long);
      const tooLong = 'b'.repeat(2000);
      const res = await net.get(patient, `/api/users/${tooLong}/profile-completion`);
      expect(expectEnvelope(res, 414).code).toBe('REQUEST_TOO_LARGE');
      expect(res.body).not.toContain('bbbb');
    });

    it('answers an unknown API address with 404 without repeating it', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/%3Cscript%3Ealert(1)%3C%2Fscript%3E' });
      expect(expectEnvelope(res, 404).code).toBe('NOT_FOUND');
      expect(res.body).not.toMatch(/script|alert/);
    });

    it('answers an unsupported media type with 415 without quoting it', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'text/x-evil<script>' },
        payload: 'hello',
      });
      expectEnvelope(res, 415);
      expect(res.body).not.toContain('evil');
    });

    it('answers a body that is not JSON with 400 naming the body', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "<script>',
      });
      const body = expectEnvelope(res, 400);
      expect(body.details).toEqual([{ field: 'body', message: 'The request body is not valid JSON.' }]);
      expect(res.body).not.toContain('<script>');
    });

    it('answers a 60 KB query string with a 431 envelope', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      expect(address).toContain(String(port));
      const answer = await new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: `/api/notifications?q=${'x'.repeat(60_000)}` },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', text }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(answer.status).toBe(431);
      expect(answer.type).toContain('application/json');
      expect(JSON.parse(answer.text)).toMatchObject({ status: 'error', code: 'REQUEST_TOO_LARGE' });
      expect(answer.text).not.toContain('xxxx');
    });
  });

  describe('messages say which field is wrong and what is allowed', () => {
    it('explains a wrong type for a boolean', async () => {
      const res = await send('PUT', '/api/auth/profile', donor, { is_available_for_sos: 'yes' });
      const body = expectEnvelope(res, 400);
      expect(body.message).toBe('is_available_for_sos must be true or false');
      expect(body.details).toEqual([{ field: 'is_available_for_sos', message: body.message }]);
    });

    it('states the real range of a whole-number query parameter', async () => {
      const res = await net.get(patient, '/api/notifications?limit=9007199254740993');
      const body = expectEnvelope(res, 400);
      expect(body.message).toBe('limit must be a whole number from 1 to 200');
      for (const bad of ['0x10', '1e2', '2.5', 'ten']) {
        const again = await net.get(patient, `/api/notifications?limit=${bad}`);
        expect(again.json().message, bad).toBe('limit must be a whole number from 1 to 200');
      }
    });

    it('treats an empty query parameter as left out', async () => {
      expect((await net.get(patient, '/api/notifications?limit=')).statusCode).toBe(200);
      const list = await net.get(patient, '/api/requests?page=&page_size=');
      expect(list.json().pagination).toMatchObject({ page: 1, page_size: 20 });
      const res = await t.app.inject({ method: 'GET', url: '/api/geo/reverse?latitude=&longitude=' });
      const body = expectEnvelope(res, 400);
      expect(body.details?.map((d) => d.field)).toEqual(['latitude', 'longitude']);
      expect(body.message).toBe('latitude is required');
    });

    it('names the allowed values of an enum without echoing the input', async () => {
      const res = await send('POST', '/api/requests', patient, { ...bloodRequest(), urgency: '<b>now</b>' });
      expectEnvelope(res, 400);
      expect(res.body).not.toContain('<b>');
    });
  });

  describe('sign-out with only the bearer token', () => {
    it.each([
      ['no body', {}],
      ['an empty JSON body', { 'content-type': 'application/json' }],
    ])('with %s signs this session out', async (_label, headers) => {
      const someone = await net.patient('A+');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...bearer(someone.accessToken), ...headers },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await net.get(someone, '/api/auth/profile')).statusCode).toBe(401);
      expect((await net.get(patient, '/api/auth/profile')).statusCode).toBe(200);
    });

    it('tells a route that needs a body that it is missing', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
      });
      const body = expectEnvelope(res, 400);
      expect(body.message).toMatch(/^The request body is missing/);
      expect(body.details?.[0]?.field).toBe('body');
    });
  });

  describe('headers', () => {
    it('forbids framing with X-Frame-Options DENY, as the CSP does', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });

    it('lets images load only from the app itself and the map tile host', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['content-security-policy']).toContain("img-src 'self' data: https://tile.openstreetmap.org;");
    });

    it.each([
      ['two tokens', (tok: string) => `Bearer ${tok} ${tok}`],
      ['a trailing junk character', (tok: string) => `Bearer ${tok}!`],
      ['another scheme', (tok: string) => `Token ${tok}`],
    ])('refuses an Authorization header with %s', async (_label, header) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: header(patient.accessToken) },
      });
      expect(expectEnvelope(res, 401).code).toBe('UNAUTHORIZED');
    });
  });
});

function registration() {
  return {
    full_name: 'Asha Patel',
    email: `hardening-${Math.random().toString(36).slice(2)}@example.test`,
    phone_number: '+91 98765 43210',
    password: 'Blood#Bridge2024',
    user_type: 'Patient',
    blood_group_id: 3,
    date_of_birth: '2012-05-14',
  };
}

function bloodRequest() {
  return { blood_group_id: 3, component_id: 1, units_required: 1, urgency: 'Scheduled' };
}
