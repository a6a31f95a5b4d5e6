import type { FastifyInstance } from 'fastify';
import { accountApi, bearer, donorPayload, patientPayload, type SignedIn } from './accounts.ts';

/** A donor and patient network around one point, for matching, SOS and notification tests. */

/** Dadar, Mumbai. */
export const CENTRE = { latitude: 19.0178, longitude: 72.8478 };

/** A point `km` north of the centre (1° of latitude ≈ 111.2 km). */
export const north = (km: number) => ({ latitude: CENTRE.latitude + km / 111.195, longitude: CENTRE.longitude });

export const GROUP = { 'A+': 1, 'A-': 2, 'B+': 3, 'B-': 4, 'AB+': 5, 'AB-': 6, 'O+': 7, 'O-': 8 } as const;
export type Group = keyof typeof GROUP;

export interface Person extends SignedIn {
  name: string;
}

export function networkApi(app: FastifyInstance) {
  const accounts = accountApi(app);
  let n = 0;

  const api = {
    async patient(group: Group = 'B+', overrides: Record<string, unknown> = {}): Promise<Person> {
      const name = `Patient ${++n}`;
      const person = await accounts.signUp(
        patientPayload({ full_name: name, blood_group_id: GROUP[group], ...overrides }),
      );
      return { ...person, name };
    },

    /** A donor with a saved location; `settings` go to PUT /donors/{id}/settings. */
    async donor(
      group: Group,
      at: { latitude: number; longitude: number } | null,
      settings: Record<string, unknown> = {},
    ): Promise<Person> {
      const name = `Donor ${++n} ${group}`;
      const person = await accounts.signUp(
        donorPayload({
          full_name: name,
          blood_group_id: GROUP[group],
          phone_number: `+91 90000 ${String(n).padStart(5, '0')}`,
        }),
      );
      if (at) {
        const res = await app.inject({
          method: 'PUT',
          url: `/api/donors/${person.userId}/location`,
          headers: bearer(person.accessToken),
          payload: at,
        });
        if (res.statusCode !== 200) throw new Error(`location failed: ${res.body}`);
      }
      if (Object.keys(settings).length > 0) {
        const res = await app.inject({
          method: 'PUT',
          url: `/api/donors/${person.userId}/settings`,
          headers: bearer(person.accessToken),
          payload: { is_available_for_sos: true, ...settings },
        });
        if (res.statusCode !== 200) throw new Error(`settings failed: ${res.body}`);
      }
      return { ...person, name };
    },

    /** Signs people in again (after a test moved the clock past their 15-minute access tokens). */
    async renew(...people: Person[]) {
      for (const p of people) {
        const fresh = await accounts.signIn(p.email, p.password);
        p.accessToken = fresh.accessToken;
        p.refreshToken = fresh.refreshToken;
      }
    },

    createRequest: (who: Person, body: Record<string, unknown>, key?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/requests',
        headers: { ...bearer(who.accessToken), ...(key ? { 'idempotency-key': key } : {}) },
        payload: body,
      }),

    /** An SOS as the web's one button sends it: no blood group, component 1, one unit, the device location. */
    sos: (who: Person, at: { latitude: number; longitude: number } = CENTRE, key?: string) =>
      api.createRequest(who, { component_id: 1, units_required: 1, urgency: 'SOS', ...at }, key),

    get: (who: Person, url: string) => app.inject({ method: 'GET', url, headers: bearer(who.accessToken) }),

    detail: (who: Person, requestId: string) => api.get(who, `/api/requests/${requestId}`),

    respond: (who: Person, requestId: string, response: 'accept' | 'decline', message?: string) =>
      app.inject({
        method: 'POST',
        url: `/api/requests/${requestId}/respond`,
        headers: bearer(who.accessToken),
        payload: { response, ...(message ? { message } : {}) },
      }),

    setStatus: (who: Person, requestId: string, body: Record<string, unknown>) =>
      app.inject({
        method: 'PATCH',
        url: `/api/requests/${requestId}/status`,
        headers: bearer(who.accessToken),
        payload: body,
      }),

    async alerts(
      who: Person,
    ): Promise<
      Array<{ request_id: string; kind: string; status: string; notification_id: string; distance_km: number | null }>
    > {
      const res = await api.get(who, '/api/notifications?limit=200');
      if (res.statusCode !== 200) throw new Error(`notifications failed: ${res.body}`);
      return res.json().data;
    },

    async alertedFor(who: Person, requestId: string) {
      return (await api.alerts(who)).filter((a) => a.kind === 'request_alert' && a.request_id === requestId);
    },
  };
  return api;
}
