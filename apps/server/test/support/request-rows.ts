import type { Actor } from '../../src/lib/actor.ts';

/* A request row and actors for the unit tests of how a request is presented (request-presenter.ts). */

/** A listed row as the open requests view hands it out (open-requests-match.ts). */
export function listedRow(myResponse: string | null = null) {
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

export const actor = (id: string, userType: Actor['userType']): Actor => ({
  id,
  userType,
  sessionId: 's',
  expiresAt: 0,
});
