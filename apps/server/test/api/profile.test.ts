import { todayIso } from '@raktsetu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  SUBJECTS,
  accountApi,
  bearer,
  donorPayload,
  linkToken,
  mailTo,
  patientPayload,
  uniqueEmail,
  type SignedIn,
} from '../support/accounts.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { RELAXED_LIMITS, createTestApp, type TestApp } from '../support/test-app.ts';

/** A calendar date `days` from today in India (the product's "today"), as 'YYYY-MM-DD'. */
function daysFromToday(days: number): string {
  const today = new Date(`${todayIso()}T00:00:00Z`);
  return new Date(today.getTime() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const CONFIRM_NEW_EMAIL = 'Confirm your new e-mail address for RaktSetu';

/** The profile endpoints: own profile, role settings, location, completion, and who may call them. */
describe('profile', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let api: ReturnType<typeof accountApi>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, limits: RELAXED_LIMITS });
    api = accountApi(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const call = (method: 'GET' | 'PUT', url: string, session?: SignedIn, payload?: object) =>
    t.app.inject({ method, url, headers: session ? bearer(session.accessToken) : {}, ...(payload ? { payload } : {}) });
  const profileOf = async (session: SignedIn) => (await api.profile(session.accessToken)).json().data;
  const verify = async (session: SignedIn) => {
    const mail = await mailTo(smtp, session.email, SUBJECTS.verify);
    expect((await api.verifyEmail(linkToken(mail, '/auth/callback'))).statusCode).toBe(200);
  };

  describe('GET /api/auth/profile', () => {
    it('returns the signed-in user’s own profile', async () => {
      const session = await api.signUp(patientPayload({ full_name: 'Kavya Iyer' }));
      const res = await api.profile(session.accessToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'success',
        data: { user_id: session.userId, email: session.email, full_name: 'Kavya Iyer', user_type: 'Patient' },
      });
    });

    it('refuses a call without a token, or with a token that is not one', async () => {
      expect((await call('GET', '/api/auth/profile')).statusCode).toBe(401);
      const garbage = await t.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: 'Bearer not.a.jwt' },
      });
      expect(garbage.statusCode).toBe(401);
    });
  });

  describe('PUT /api/auth/profile', () => {
    it('updates only the fields sent', async () => {
      const session = await api.signUp(patientPayload());
      const before = await profileOf(session);
      const res = await call('PUT', '/api/auth/profile', session, {
        city: 'Thane',
        medical_conditions: 'Beta thalassemia major',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Profile updated successfully!');
      const expected = { ...before, city: 'Thane', medical_conditions: 'Beta thalassemia major' };
      expect(res.json().data).toEqual(expected);
      expect(await profileOf(session)).toEqual(expected);
    });

    it('refuses fields of the other role and changes nothing', async () => {
      const session = await api.signUp(patientPayload());
      const before = await profileOf(session);
      const res = await call('PUT', '/api/auth/profile', session, { city: 'Nagpur', interests: ['music'] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Patients cannot set interests.');
      expect(await profileOf(session)).toEqual(before);
    });

    it('refuses unknown fields (e.g. is_verified) and bad values with their messages', async () => {
      const session = await api.signUp(donorPayload());
      expect((await call('PUT', '/api/auth/profile', session, { is_verified: true })).statusCode).toBe(400);
      const short = await call('PUT', '/api/auth/profile', session, { full_name: 'R' });
      expect(short.statusCode).toBe(400);
      expect(short.json().details).toContainEqual({
        field: 'full_name',
        message: 'Full name must be at least 2 characters long',
      });
      const phone = await call('PUT', '/api/auth/profile', session, { phone_number: '12-34' });
      expect(phone.json().details).toContainEqual({
        field: 'phone_number',
        message: 'Please enter a valid phone number',
      });
      expect((await profileOf(session)).is_verified).toBe(false);
    });

    it('on an e-mail change keeps the address until the link mailed to the new one confirms it', async () => {
      const session = await api.signUp(donorPayload());
      await verify(session);
      expect((await profileOf(session)).is_verified).toBe(true);

      const newEmail = uniqueEmail('moved');
      const res = await call('PUT', '/api/auth/profile', session, {
        email: newEmail.toUpperCase(),
        current_password: PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ email: session.email, pending_email: newEmail, is_verified: true });

      const mail = await mailTo(smtp, newEmail, CONFIRM_NEW_EMAIL);
      expect((await api.verifyEmail(linkToken(mail, '/auth/callback'))).statusCode).toBe(200);
      expect(await profileOf(session)).toMatchObject({ email: newEmail, pending_email: null, is_verified: true });
      expect((await api.login(newEmail, PASSWORD)).statusCode).toBe(200);
      expect((await api.login(session.email, PASSWORD)).statusCode).toBe(401);
    });

    it('keeps the account verified when the same address is sent in another letter case', async () => {
      const session = await api.signUp(patientPayload());
      await verify(session);
      const res = await call('PUT', '/api/auth/profile', session, { email: session.email.toUpperCase() });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ email: session.email, is_verified: true });
    });

    it('answers an e-mail another account uses exactly like a free one, tells that account instead, and moves nothing', async () => {
      const other = await api.signUp(patientPayload());
      const session = await api.signUp(donorPayload());
      const free = await call('PUT', '/api/auth/profile', session, {
        email: uniqueEmail('free'),
        current_password: PASSWORD,
      });
      const taken = await call('PUT', '/api/auth/profile', session, {
        email: other.email.toUpperCase(),
        current_password: PASSWORD,
      });
      expect(taken.statusCode).toBe(free.statusCode);
      expect(taken.json().message).toBe(free.json().message);
      expect(taken.json().data.pending_email).toBe(other.email);

      const told = await mailTo(smtp, other.email, 'Someone tried to use your e-mail address on RaktSetu');
      expect(told.text).not.toContain('token=');
      expect(smtp.messagesTo(other.email).filter((m) => m.subject === CONFIRM_NEW_EMAIL)).toHaveLength(0);
      expect((await profileOf(session)).email).toBe(session.email);
      expect((await profileOf(other)).email).toBe(other.email);
    });

    it('does not report success for a link sent to an address the account no longer uses', async () => {
      const session = await api.signUp(patientPayload());
      const oldLink = linkToken(await mailTo(smtp, session.email, SUBJECTS.verify), '/auth/callback');
      const newEmail = uniqueEmail('changed');
      const change = await call('PUT', '/api/auth/profile', session, { email: newEmail, current_password: PASSWORD });
      expect(change.statusCode).toBe(200);
      const confirm = linkToken(await mailTo(smtp, newEmail, CONFIRM_NEW_EMAIL), '/auth/callback');
      expect((await api.verifyEmail(confirm)).statusCode).toBe(200);

      const res = await api.verifyEmail(oldLink);
      // The old link was for an address the account left, so it must not say it verified anything.
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'This verification link was sent to an address your account no longer uses. Use the link sent to your current address.',
      );
      expect((await profileOf(session)).email).toBe(newEmail);
    });
  });

  describe('PUT /api/users/{id}/profile', () => {
    it('updates name, phone, city and state', async () => {
      const session = await api.signUp(donorPayload());
      const res = await call('PUT', `/api/users/${session.userId}/profile`, session, {
        full_name: '  Ravi K. Sharma ',
        phone_number: '+91-22-2345-6789',
        city: 'Nagpur',
        state: 'Maharashtra',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        full_name: 'Ravi K. Sharma',
        phone_number: '+91-22-2345-6789',
        city: 'Nagpur',
        state: 'Maharashtra',
      });
      expect(await profileOf(session)).toMatchObject({ full_name: 'Ravi K. Sharma', city: 'Nagpur' });
    });

    it('refuses a short name and a bad phone number with their messages', async () => {
      const session = await api.signUp(patientPayload());
      const res = await call('PUT', `/api/users/${session.userId}/profile`, session, {
        full_name: 'K',
        phone_number: 'abc',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual(
        expect.arrayContaining([
          { field: 'full_name', message: 'Full name must be at least 2 characters long' },
          { field: 'phone_number', message: 'Please enter a valid phone number' },
        ]),
      );
      expect((await profileOf(session)).full_name).toBe('Asha Patel');
    });
  });

  describe('PUT /api/donors/{id}/settings', () => {
    it('saves SOS availability, the last donation date, and interests trimmed, lower-cased and without repeats', async () => {
      const session = await api.signUp(donorPayload());
      const lastDonation = daysFromToday(-100);
      const res = await call('PUT', `/api/donors/${session.userId}/settings`, session, {
        is_available_for_sos: false,
        qloo_taste_keywords: ['  Yoga ', 'yoga', 'COOKING', 'Cooking ', '   ', 'Indian Classical Music'],
        last_donation_date: lastDonation,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        is_available_for_sos: false,
        interests: ['yoga', 'cooking', 'indian classical music'],
        last_donation_date: lastDonation,
      });
      expect(await profileOf(session)).toMatchObject({ is_available_for_sos: false, last_donation_date: lastDonation });

      // null clears the date; interests not sent are kept.
      const cleared = await call('PUT', `/api/donors/${session.userId}/settings`, session, {
        is_available_for_sos: true,
        last_donation_date: null,
      });
      expect(cleared.json().data).toMatchObject({
        is_available_for_sos: true,
        last_donation_date: null,
        interests: ['yoga', 'cooking', 'indian classical music'],
      });
    });

    it('refuses a last donation date in the future and changes nothing', async () => {
      const session = await api.signUp(donorPayload());
      const res = await call('PUT', `/api/donors/${session.userId}/settings`, session, {
        is_available_for_sos: false,
        last_donation_date: daysFromToday(2),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual({
        field: 'last_donation_date',
        message: 'Last donation date cannot be in the future',
      });
      expect(await profileOf(session)).toMatchObject({ is_available_for_sos: true, last_donation_date: null });
    });

    it('is for donors only: a patient gets 403', async () => {
      const patient = await api.signUp(patientPayload());
      const res = await call('PUT', `/api/donors/${patient.userId}/settings`, patient, { is_available_for_sos: true });
      expect(res.statusCode).toBe(403);
      expect((await profileOf(patient)).is_available_for_sos).toBeNull();
    });
  });

  describe('PUT /api/patients/{id}/info', () => {
    it('saves date of birth, medical conditions and emergency contact', async () => {
      const session = await api.signUp(patientPayload());
      const body = {
        date_of_birth: '2009-11-02',
        medical_conditions: 'Thalassemia major',
        emergency_contact: '+91 99887 76655',
      };
      const res = await call('PUT', `/api/patients/${session.userId}/info`, session, body);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject(body);
      expect(await profileOf(session)).toMatchObject(body);
    });

    it.each([
      [
        'a future date of birth',
        { date_of_birth: daysFromToday(2) },
        'date_of_birth',
        'Please enter a valid date of birth',
      ],
      ['an age over 120', { date_of_birth: '1890-01-01' }, 'date_of_birth', 'Please enter a valid date of birth'],
      ['an impossible date', { date_of_birth: '2010-02-30' }, 'date_of_birth', 'Please enter a valid date of birth'],
      ['no date of birth', { date_of_birth: '' }, 'date_of_birth', 'Date of birth is required'],
      [
        'a bad emergency contact',
        { date_of_birth: '2010-01-01', emergency_contact: 'mom' },
        'emergency_contact',
        'Please enter a valid emergency contact number',
      ],
    ])('refuses %s and changes nothing', async (_what, body, field, message) => {
      const session = await api.signUp(patientPayload());
      const res = await call('PUT', `/api/patients/${session.userId}/info`, session, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual({ field, message });
      expect(await profileOf(session)).toMatchObject({ date_of_birth: '2012-05-14', emergency_contact: null });
    });

    it('is for patients only: a donor gets 403', async () => {
      const donor = await api.signUp(donorPayload());
      const res = await call('PUT', `/api/patients/${donor.userId}/info`, donor, { date_of_birth: '2000-01-01' });
      expect(res.statusCode).toBe(403);
      expect((await profileOf(donor)).date_of_birth).toBeNull();
    });
  });

  describe('PUT /api/donors/{id}/location', () => {
    it('saves the location and returns it', async () => {
      const session = await api.signUp(donorPayload());
      const res = await call('PUT', `/api/donors/${session.userId}/location`, session, {
        latitude: 18.5204,
        longitude: 73.8567,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Location saved');
      expect(res.json().data).toMatchObject({ latitude: 18.5204, longitude: 73.8567 });
      expect(Date.parse(res.json().data.location_updated_at)).not.toBeNaN();
      expect(await profileOf(session)).toMatchObject({ latitude: 18.5204, longitude: 73.8567 });
    });

    it('refuses coordinates outside the globe', async () => {
      const session = await api.signUp(donorPayload());
      const res = await call('PUT', `/api/donors/${session.userId}/location`, session, {
        latitude: 95,
        longitude: 200,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual(
        expect.arrayContaining([
          { field: 'latitude', message: 'Latitude must be between -90 and 90' },
          { field: 'longitude', message: 'Longitude must be between -180 and 180' },
        ]),
      );
      expect((await profileOf(session)).latitude).toBeNull();
    });

    it('may be changed 10 times a day: moving around the country to reach other patients is refused', async () => {
      const session = await api.signUp(donorPayload());
      for (let i = 0; i < 10; i++) {
        const saved = await call('PUT', `/api/donors/${session.userId}/location`, session, {
          latitude: 19 + i / 10,
          longitude: 72.8,
        });
        expect(saved.statusCode).toBe(200);
      }
      const refused = await call('PUT', `/api/donors/${session.userId}/location`, session, {
        latitude: 28.61,
        longitude: 77.2,
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/You can change it again in about \d+ hours?\./);
      expect((await profileOf(session)).latitude).toBeCloseTo(19.9, 5);
    });

    it('is for donors only: a patient gets 403', async () => {
      const patient = await api.signUp(patientPayload());
      const res = await call('PUT', `/api/donors/${patient.userId}/location`, patient, {
        latitude: 19,
        longitude: 72.8,
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('GET /api/users/{id}/profile-completion', () => {
    const completionOf = async (session: SignedIn) => {
      const res = await call('GET', `/api/users/${session.userId}/profile-completion`, session);
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };

    it('tracks a patient’s profile as the fields are filled', async () => {
      const session = await api.signUp(patientPayload({ city: undefined, state: undefined }));
      expect(await completionOf(session)).toEqual({
        isComplete: false,
        missingFields: ['city', 'state', 'emergency_contact'],
        completionPercentage: 63, // 5 of 8
      });

      await call('PUT', `/api/users/${session.userId}/profile`, session, {
        full_name: 'Asha Patel',
        phone_number: '+91 98765 43210',
        city: 'Mumbai',
        state: 'Maharashtra',
      });
      expect(await completionOf(session)).toEqual({
        isComplete: false,
        missingFields: ['emergency_contact'],
        completionPercentage: 88, // 7 of 8
      });

      await call('PUT', `/api/patients/${session.userId}/info`, session, {
        date_of_birth: '2012-05-14',
        emergency_contact: '022 2345 6789',
      });
      expect(await completionOf(session)).toEqual({ isComplete: true, missingFields: [], completionPercentage: 100 });
    });

    it('asks a donor for a saved location', async () => {
      const session = await api.signUp(donorPayload());
      expect(await completionOf(session)).toEqual({
        isComplete: false,
        missingFields: ['location'],
        completionPercentage: 86, // 6 of 7
      });
      await call('PUT', `/api/donors/${session.userId}/location`, session, { latitude: 18.52, longitude: 73.85 });
      expect(await completionOf(session)).toEqual({ isComplete: true, missingFields: [], completionPercentage: 100 });
    });
  });

  describe('who may call the {id} endpoints', () => {
    let donor: SignedIn;
    let otherDonor: SignedIn;
    let otherPatient: SignedIn;
    beforeAll(async () => {
      donor = await api.signUp(donorPayload());
      otherDonor = await api.signUp(donorPayload({ full_name: 'Other Donor' }));
      otherPatient = await api.signUp(patientPayload({ full_name: 'Other Patient' }));
    });

    const endpoints: {
      name: string;
      method: 'GET' | 'PUT';
      path: (id: string) => string;
      body?: object;
      target: () => SignedIn;
    }[] = [
      {
        name: 'PUT /users/{id}/profile',
        method: 'PUT',
        path: (id) => `/api/users/${id}/profile`,
        body: { full_name: 'Taken Over', phone_number: '9999999999', city: 'X', state: 'Y' },
        target: () => otherDonor,
      },
      {
        name: 'PUT /donors/{id}/settings',
        method: 'PUT',
        path: (id) => `/api/donors/${id}/settings`,
        body: { is_available_for_sos: false, qloo_taste_keywords: ['hacked'] },
        target: () => otherDonor,
      },
      {
        name: 'PUT /patients/{id}/info',
        method: 'PUT',
        path: (id) => `/api/patients/${id}/info`,
        body: { date_of_birth: '2000-01-01', emergency_contact: '9999999999' },
        target: () => otherPatient,
      },
      {
        name: 'PUT /donors/{id}/location',
        method: 'PUT',
        path: (id) => `/api/donors/${id}/location`,
        body: { latitude: 10, longitude: 10 },
        target: () => otherDonor,
      },
      {
        name: 'GET /users/{id}/profile-completion',
        method: 'GET',
        path: (id) => `/api/users/${id}/profile-completion`,
        target: () => otherDonor,
      },
    ];

    it.each(endpoints)('$name: another user’s id → 403, and their profile is unchanged', async (e) => {
      const target = e.target();
      const before = await profileOf(target);
      const res = await call(e.method, e.path(target.userId), donor, e.body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 'error', code: 'FORBIDDEN' });
      expect(await profileOf(target)).toEqual(before);
    });

    it.each(endpoints)('$name: no token → 401', async (e) => {
      const res = await call(e.method, e.path(donor.userId), undefined, e.body);
      expect(res.statusCode).toBe(401);
    });

    it.each(endpoints)('$name: an id that is not a uuid → 400', async (e) => {
      const res = await call(e.method, e.path('12345'), donor, e.body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual({ field: 'id', message: 'Not a valid id' });
    });
  });
});
