import type { FastifyInstance } from 'fastify';
import { accountApi, bearer, donorPayload, patientPayload } from './accounts.ts';
import { GROUP, networkApi, type Group, type Person } from './network.ts';
import type { TestClock } from './test-app.ts';

/** Helpers for the home tests (dashboard, history, certificates): people placed where each test wants them. */

/** A point `km` north of `origin` (1° of latitude ≈ 111.2 km). */
export const northOf = (origin: { latitude: number; longitude: number }, km: number) => ({
  latitude: origin.latitude + km / 111.195,
  longitude: origin.longitude,
});

export function homeApi(app: FastifyInstance, clock: TestClock) {
  const accounts = accountApi(app);
  const net = networkApi(app);
  let n = 0;
  const call = (method: 'GET' | 'PUT', url: string, who: Person, payload?: unknown) =>
    app.inject({ method, url, headers: bearer(who.accessToken), ...(payload ? { payload } : {}) });

  const api = {
    net,
    get: (who: Person | null, url: string) =>
      app.inject({ method: 'GET', url, headers: who ? bearer(who.accessToken) : {} }),

    async patient(fullName: string, group: Group = 'B+', city = 'Mumbai'): Promise<Person> {
      const person = await accounts.signUp(patientPayload({ full_name: fullName, blood_group_id: GROUP[group], city }));
      return { ...person, name: fullName };
    },

    /** A donor at `at`; `available: false` turns off "Available for SOS". */
    async donor(
      fullName: string,
      group: Group,
      at: { latitude: number; longitude: number },
      available = true,
    ): Promise<Person> {
      const phone = `+91 91${String(Date.now() % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;
      const person = await accounts.signUp(
        donorPayload({ full_name: fullName, blood_group_id: GROUP[group], phone_number: phone }),
      );
      const res = await call('PUT', `/api/donors/${person.userId}/location`, { ...person, name: fullName }, at);
      if (res.statusCode !== 200) throw new Error(`location failed: ${res.body}`);
      if (!available) {
        const off = await call(
          'PUT',
          `/api/donors/${person.userId}/settings`,
          { ...person, name: fullName },
          {
            is_available_for_sos: false,
          },
        );
        if (off.statusCode !== 200) throw new Error(`settings failed: ${off.body}`);
      }
      return { ...person, name: fullName };
    },

    /** A request by `patient` at `at`; returns its id. */
    async request(
      patient: Person,
      at: { latitude: number; longitude: number },
      body: Record<string, unknown> = {},
    ): Promise<string> {
      // A location saved in the same instant as a request does not count for it (donor-reach rules).
      clock.advance(1000);
      const res = await net.createRequest(patient, {
        blood_group_id: GROUP['B+'],
        component_id: 1,
        units_required: 2,
        urgency: 'Urgent',
        ...at,
        ...body,
      });
      if (res.statusCode !== 201) throw new Error(`request failed: ${res.body}`);
      return res.json().data.request_id as string;
    },

    /** `donors` accept the request and the patient marks it Fulfilled naming `gave` (default: all of them). */
    async fulfil(patient: Person, requestId: string, donors: Person[], gave: Person[] = donors) {
      for (const d of donors) {
        const res = await net.respond(d, requestId, 'accept');
        if (res.statusCode !== 200) throw new Error(`accept failed: ${res.body}`);
      }
      const done = await net.setStatus(patient, requestId, {
        status: 'Fulfilled',
        donor_ids: gave.map((d) => d.userId),
      });
      if (done.statusCode !== 200) throw new Error(`fulfil failed: ${done.body}`);
    },

    async dashboard(who: Person) {
      const res = await api.get(who, '/api/dashboard');
      if (res.statusCode !== 200) throw new Error(`dashboard failed: ${res.body}`);
      return res.json().data;
    },

    async notices(who: Person, kind: string): Promise<Array<{ kind: string; title: string; message: string }>> {
      const res = await api.get(who, '/api/notifications?limit=200');
      return (res.json().data as Array<{ kind: string; title: string; message: string }>).filter(
        (x) => x.kind === kind,
      );
    },
  };
  return api;
}
