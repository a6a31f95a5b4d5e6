import { describe, expect, it } from 'vitest';
import type { Actor } from '../../src/lib/actor.ts';
import { summarize } from '../../src/features/requests/request-presenter.ts';

/** A listed row as the open requests view hands it out (open-requests-match.ts). */
function listedRow(myResponse: string | null = null) {
  return {
    request_id: '7d0f2c9e-4b1a-4c3e-9f6a-2b8d1e5c7a90',
    patient_id: 'patient-1',
    blood_group_id: 1,
    component_id: 1,
    units_required: 2,
    urgency: 'Urgent',
    status: 'Open',
    hospital_name: 'Sassoon General Hospital',
    hospital_address: 'Station Road, Pune',
    latitude: 18.5204,
    longitude: 73.8567,
    notes: 'Ward 4',
    search_radius_km: 10,
    next_widen_at: null,
    created_at: new Date('2026-11-27T10:00:00.000Z'),
    distance_km: 3.456,
    my_response: myResponse,
    blood_group: 'A+',
    component: 'Whole Blood',
    patient_name: 'Asha Kulkarni',
    patient_phone: '+919876543210',
    city: 'Pune',
  };
}

const actor = (id: string, userType: Actor['userType']): Actor => ({ id, userType, sessionId: 's', expiresAt: 0 });
const owner = actor('patient-1', 'Patient');
const donor = actor('donor-1', 'Donor');
const otherDonor = actor('donor-2', 'Donor');

describe('summarize, kept per listed row and viewer', () => {
  it('gives the same summary again for the same row and viewer, frozen so no caller can change it', () => {
    const row = listedRow();
    const first = summarize(row, donor);
    expect(summarize(row, donor)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first).toMatchObject({ patient_name: 'Asha', hospital_name: null, latitude: null, distance_km: 3 });
  });

  it('never hands one viewer’s summary to another: the owner’s private fields stay the owner’s', () => {
    const row = listedRow();
    expect(summarize(row, owner)).toMatchObject({
      patient_name: 'Asha Kulkarni',
      hospital_name: 'Sassoon General Hospital',
    });
    const seenByDonor = summarize(row, donor);
    expect(seenByDonor).toMatchObject({
      patient_name: 'Asha',
      hospital_name: null,
      hospital_address: null,
      notes: null,
    });
    expect(seenByDonor).toMatchObject({ latitude: null, longitude: null, distance_km: 3 });
    expect(summarize(row, otherDonor)).toEqual(seenByDonor);
    expect(summarize(row, owner).hospital_name).toBe('Sassoon General Hospital');
  });

  it('follows the row: a new page’s row object (an answer given meanwhile) is summarized anew', () => {
    expect(summarize(listedRow(null), donor).hospital_name).toBeNull();
    expect(summarize(listedRow('accept'), donor)).toMatchObject({
      my_response: 'accept',
      hospital_name: 'Sassoon General Hospital',
    });
  });

  it('is not kept when the caller passes its own distance and answer (a request page)', () => {
    const row = listedRow();
    const a = summarize(row, donor, { distance_km: 1.234, my_response: 'accept' });
    expect(a).toMatchObject({ my_response: 'accept', distance_km: 1.234, hospital_name: 'Sassoon General Hospital' });
    expect(summarize(row, donor)).toMatchObject({ my_response: null, hospital_name: null });
    expect(Object.isFrozen(a)).toBe(false);
  });
});
