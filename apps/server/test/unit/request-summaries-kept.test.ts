import { describe, expect, it } from 'vitest';
import type { Actor } from '../../src/lib/actor.ts';
import type { OpenRequestsView } from '../../src/features/requests/open-requests-view.ts';
import { createRequestsService, type RequestsServiceDeps } from '../../src/features/requests/requests.service.ts';
import type { RequestsRepository } from '../../src/features/requests/requests.repository.ts';
import { actor, listedRow } from '../support/request-rows.ts';

/**
 * Summaries are kept (frozen, the same object again) only for the rows the open requests view hands out again;
 * rows read from the database are new on every call, so their summaries are made and dropped
 * (request-presenter.ts, docs/decisions/0034-response-serializer.md).
 */
const row = listedRow();
const donorFacts = {
  latitude: 18.5,
  longitude: 73.85,
  blood_group_id: 1,
  sex: null,
  date_of_birth: null,
  weight_kg: null,
  last_donation_date: null,
  health_conditions: null,
};

const patient = actor('patient-1', 'Patient');
const donor = actor('donor-1', 'Donor');

/** The same row object on every call, as the view's page memo gives it (the database never does). */
function service(view: boolean) {
  const page = { donor: donorFacts, rows: [row], total: 1 };
  const repo = {
    listForPatient: async () => ({ rows: [row], total: 1 }),
    listForDonor: async () => page,
  } as unknown as RequestsRepository;
  const openRequests = { listForDonor: async () => (view ? page : null) } as unknown as OpenRequestsView;
  const clock = { now: () => new Date('2026-11-27T12:00:00.000Z') };
  return createRequestsService({ repo, openRequests, clock } as unknown as RequestsServiceDeps);
}

const firstItem = async (s: ReturnType<typeof service>, who: Actor) => (await s.list(who, {}, 1, 20)).items[0]!;

describe('which list keeps its summaries', () => {
  it("keeps the view's rows' summaries: the same frozen object on the next call", async () => {
    const s = service(true);
    const first = await firstItem(s, donor);
    expect(Object.isFrozen(first)).toBe(true);
    expect(await firstItem(s, donor)).toBe(first);
  });

  it("hands out the view's page as one frozen array per viewer, so its answer's text can be kept", async () => {
    const s = service(true);
    const first = (await s.list(donor, {}, 1, 20)).items;
    expect(Object.isFrozen(first)).toBe(true);
    expect((await s.list(donor, {}, 1, 20)).items).toBe(first);
    const otherDonor = actor('donor-2', 'Donor');
    const theirs = (await s.list(otherDonor, {}, 1, 20)).items;
    expect(theirs).not.toBe(first);
    expect(Object.isFrozen((await s.list(patient, {}, 1, 20)).items)).toBe(false);
    expect(Object.isFrozen((await service(false).list(donor, {}, 1, 20)).items)).toBe(false);
  });

  it("keeps nothing for the donor list's database fallback", async () => {
    const s = service(false);
    const first = await firstItem(s, donor);
    expect(Object.isFrozen(first)).toBe(false);
    expect(await firstItem(s, donor)).not.toBe(first);
    expect(first).toMatchObject({ patient_name: 'Asha', hospital_name: null, distance_km: 3 });
  });

  it("keeps nothing for the patient's own list", async () => {
    const s = service(true);
    const first = await firstItem(s, patient);
    expect(Object.isFrozen(first)).toBe(false);
    expect(await firstItem(s, patient)).not.toBe(first);
    expect(first).toMatchObject({ patient_name: 'Asha Kulkarni', hospital_name: 'Sassoon General Hospital' });
  });
});
