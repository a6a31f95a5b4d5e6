import type { Profile, RequestDetail } from '@raktsetu/shared';
import { HttpResponse, http } from 'msw';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../src/lib/token-storage.ts';
import { api, server, success } from './msw.ts';
import { accessToken } from './tokens.ts';

/** Answers shaped by the shared contracts: a type error here means a contract changed under the tests. */

export const PATIENT_ID = '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
export const DONOR_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const SECOND_DONOR_ID = '2b3c4d5e-6f70-4b8c-9d0e-1f2a3b4c5d6e';
export const REQUEST_ID = '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f';

export function patientProfile(changes: Partial<Profile> = {}): Profile {
  return {
    user_id: PATIENT_ID,
    email: 'asha@example.org',
    full_name: 'Asha Patil',
    phone_number: '+91 98200 11111',
    city: 'Pune',
    state: 'Maharashtra',
    user_type: 'Patient',
    is_verified: true,
    blood_group_id: 3,
    blood_group: 'B+',
    date_of_birth: '2012-04-01',
    medical_conditions: null,
    emergency_contact: null,
    is_available_for_sos: null,
    interests: [],
    last_donation_date: null,
    latitude: null,
    longitude: null,
    location_updated_at: null,
    next_eligible_date: null,
    sex: null,
    weight_kg: null,
    hemoglobin_g_dl: null,
    eligibility: null,
    email_alerts: null,
    bridge_willing: null,
    email_notices: true,
    preferred_language: 'en',
    quiet_hours_enabled: true,
    quiet_hours_start: 1320,
    quiet_hours_end: 420,
    created_at: '2026-01-10T08:00:00.000Z',
    pending_email: null,
    ...changes,
  };
}

export function donorProfile(changes: Partial<Profile> = {}): Profile {
  return patientProfile({
    user_id: DONOR_ID,
    email: 'rahul@example.org',
    full_name: 'Rahul Deshmukh',
    user_type: 'Donor',
    blood_group_id: 7,
    blood_group: 'O+',
    date_of_birth: null,
    is_available_for_sos: true,
    email_alerts: true,
    bridge_willing: false,
    eligibility: { eligible: true, reasons: [], reason_codes: [], next_eligible_date: null },
    latitude: 18.52,
    longitude: 73.86,
    ...changes,
  });
}

/** A request as its owner (the patient) sees it: open, with its reach and timeline. */
export function requestDetail(changes: Partial<RequestDetail> = {}): RequestDetail {
  return {
    request_id: REQUEST_ID,
    blood_group: 'B+',
    blood_group_id: 3,
    component: 'Whole Blood',
    component_id: 1,
    urgency: 'Urgent',
    status: 'Open',
    units_required: 2,
    created_at: new Date(Date.now() - 10 * 60_000).toISOString(),
    patient_id: PATIENT_ID,
    patient_name: 'Asha Patil',
    city: 'Pune',
    hospital_name: 'Sassoon General Hospital',
    hospital_address: 'Station Road, Pune',
    latitude: null,
    longitude: null,
    notes: null,
    distance_km: null,
    search_radius_km: 10,
    my_response: null,
    timeline: [{ type: 'created', at: new Date(Date.now() - 10 * 60_000).toISOString(), text: 'Request created' }],
    reach: {
      donors_alerted: 4,
      donors_seen: 2,
      accepted: 0,
      declined: 0,
      search_radius_km: 10,
      next_widen_at: null,
      first_wave_done: true,
    },
    accepted_donors: [],
    patient_contact: null,
    is_owner: true,
    can_respond: false,
    ...changes,
  };
}

/** The same request as a donor it reached sees it: no hospital until they accept, and Accept / Decline. */
export function requestForDonor(changes: Partial<RequestDetail> = {}): RequestDetail {
  return requestDetail({
    hospital_name: null,
    hospital_address: null,
    distance_km: 3.2,
    accepted_donors: null,
    is_owner: false,
    can_respond: true,
    ...changes,
  });
}

/**
 * Signs `profile` in as the app finds a session on start: tokens in storage (an access token valid for 15
 * minutes) and GET /auth/profile answering with the profile.
 */
export function signIn(profile: Profile): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, accessToken(profile.user_id, Date.now(), profile.user_type));
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-token-of-the-component-tests');
  server.use(http.get(api('/auth/profile'), () => HttpResponse.json(success(profile))));
}
