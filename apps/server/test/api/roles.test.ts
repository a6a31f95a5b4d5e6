import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, countUsersWithEmail, patientPayload } from '../support/accounts.ts';
import { CENTRE, networkApi, type Person } from '../support/network.ts';
import { bankId, commandAccount, type StaffPerson } from '../support/staff.ts';
import { RELAXED_LIMITS, createTestApp, type TestApp } from '../support/test-app.ts';

/** Blood bank staff and admins: made by command only, signed in like anyone, refused what is for patients/donors. */
describe('roles beyond patient and donor', () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  let staff: StaffPerson;
  let admin: StaffPerson;
  let requestId: string;

  const call = (
    who: { accessToken: string },
    method: 'GET' | 'PUT' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(who.accessToken), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp({ limits: RELAXED_LIMITS });
    net = networkApi(t.app);
    const bank = await bankId(t.database.db, 'Global Hospital Blood Bank', 'Mumbai');
    staff = await commandAccount(t.app, t.database.db, 'BloodBankStaff', { bank });
    admin = await commandAccount(t.app, t.database.db, 'Admin');
    const patient: Person = await net.patient('B+');
    const created = await net.createRequest(patient, {
      blood_group_id: 3,
      component_id: 1,
      units_required: 1,
      urgency: 'Urgent',
      ...CENTRE,
    });
    requestId = created.json().data.request_id;
  });
  afterAll(() => t.close());

  it.each(['BloodBankStaff', 'Admin'])(
    'refuses to register a %s account with a 400, and creates nothing',
    async (role) => {
      const body = patientPayload({ user_type: role });
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain('user_type');
      expect(await countUsersWithEmail(t.database.db, String(body.email))).toBe(0);
    },
  );

  it('signs staff and admins in, and refreshes their sessions', async () => {
    for (const who of [staff, admin]) {
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/token/refresh',
        payload: { refresh_token: who.refreshToken },
      });
      expect(refreshed.statusCode).toBe(200);
      const me = await call({ accessToken: refreshed.json().data.access_token }, 'GET', '/api/auth/profile');
      expect(me.statusCode).toBe(200);
    }
  });

  it('shows a staff profile with no patient or donor fields, complete by the staff fields', async () => {
    const me = (await call(staff, 'GET', '/api/auth/profile')).json().data;
    expect(me).toMatchObject({
      user_type: 'BloodBankStaff',
      blood_group: null,
      blood_group_id: null,
      is_available_for_sos: null,
      next_eligible_date: null,
      date_of_birth: null,
    });
    const completion = await call(staff, 'GET', `/api/users/${staff.userId}/profile-completion`);
    expect(completion.json().data).toEqual({ isComplete: true, missingFields: [], completionPercentage: 100 });
  });

  it('lets staff and admins change their own name, but no patient or donor field', async () => {
    const renamed = await call(staff, 'PUT', '/api/auth/profile', { full_name: 'Sunita Rao' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.full_name).toBe('Sunita Rao');
    const refused = await call(staff, 'PUT', '/api/auth/profile', { full_name: 'X Y', date_of_birth: '1990-01-01' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Blood bank staff cannot set date_of_birth.');
    const donorField = await call(admin, 'PUT', '/api/auth/profile', { is_available_for_sos: true });
    expect(donorField.statusCode).toBe(400);
    expect(donorField.json().message).toBe('Admins cannot set is_available_for_sos.');
    expect((await call(staff, 'GET', '/api/auth/profile')).json().data.full_name).toBe('Sunita Rao');
  });

  it('refuses donor settings, locations and patient information with a clear 403', async () => {
    for (const who of [staff, admin]) {
      const settings = await call(who, 'PUT', `/api/donors/${who.userId}/settings`, { is_available_for_sos: true });
      expect(settings.statusCode).toBe(403);
      expect(settings.json().message).toBe('Only donors have donor settings.');
      const location = await call(who, 'PUT', `/api/donors/${who.userId}/location`, CENTRE);
      expect(location.statusCode).toBe(403);
      const info = await call(who, 'PUT', `/api/patients/${who.userId}/info`, { date_of_birth: '1990-01-01' });
      expect(info.statusCode).toBe(403);
      expect(info.json().message).toBe('Only patients have patient information.');
    }
  });

  it('refuses creating, listing and answering blood requests with a clear 403', async () => {
    for (const who of [staff, admin]) {
      const body = { blood_group_id: 3, component_id: 1, units_required: 1, urgency: 'Urgent' };
      const created = await call(who, 'POST', '/api/requests', body);
      expect(created.statusCode).toBe(403);
      expect(created.json().message).toBe('Only patients can create blood requests.');
      const listed = await call(who, 'GET', '/api/requests');
      expect(listed.statusCode).toBe(403);
      expect(listed.json().message).toMatch(/for patients and donors/);
      const answered = await call(who, 'POST', `/api/requests/${requestId}/respond`, { response: 'accept' });
      expect(answered.statusCode).toBe(403);
      expect(answered.json().message).toBe('Only donors can respond to blood requests.');
      expect((await call(who, 'GET', `/api/requests/${requestId}`)).statusCode).toBe(404);
    }
  });

  it('still lets staff read their own notifications', async () => {
    const res = await call(staff, 'GET', '/api/notifications');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });
});
