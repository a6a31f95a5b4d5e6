import type { Offer, Partner } from '@raktsetu/shared';
import { patientProfile } from './fixtures.ts';

/** A partner with one offer, and an admin, for the admin page's tests. */

export const PARTNER_ID = 'p0000000-0000-4000-8000-000000000001';

export const offer = (changes: Partial<Offer> = {}): Offer => ({
  offer_id: 'o0000000-0000-4000-8000-000000000001',
  partner_id: PARTNER_ID,
  title: 'Free masala chai',
  description: null,
  value_text: 'One free chai',
  value_amount: 40,
  validity_days: 30,
  terms: null,
  max_issued: 100,
  issued_count: 12,
  is_active: true,
  created_at: '2026-11-01T10:00:00.000Z',
  ...changes,
});

export const partner = (changes: Partial<Partner> = {}): Partner => ({
  partner_id: PARTNER_ID,
  name: 'Chai Point Café',
  city: 'Mumbai',
  category: 'Café',
  interest_tags: ['tea', 'snacks'],
  logo_url: null,
  is_active: true,
  created_at: '2026-11-01T10:00:00.000Z',
  offers: [offer()],
  ...changes,
});

export const admin = () => patientProfile({ user_type: 'Admin', blood_group_id: null, blood_group: null });
