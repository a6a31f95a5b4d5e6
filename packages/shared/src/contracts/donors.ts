import { z } from 'zod';
import { SEARCH_RADIUS_OPTIONS_KM, DEFAULT_SEARCH_RADIUS_KM } from '../constants.ts';
import { DISTANCE_BAND_LABELS } from '../domain/distance-band.ts';
import { successEnvelope } from './envelope.ts';
import { bloodGroupQuery, optionalQueryInteger, queryBoolean, queryNumber, textField } from './fields.ts';

const radiusMessage = `radius must be one of ${SEARCH_RADIUS_OPTIONS_KM.join(', ')} (km)`;

/**
 * GET /api/donors. The group is the one the patient needs (a patient may leave it out: their own group is used).
 * The search centre is, in order: the browser location sent, the city's centre from the bundled towns, the
 * searcher's saved location, the searcher's profile city.
 */
export const donorSearchQuerySchema = z
  .object({
    blood_group: bloodGroupQuery('blood_group').optional(),
    component_id: optionalQueryInteger('component_id', { min: 1, max: 5, default: 1 }),
    city: textField('city').trim().max(100, 'city must be at most 100 characters').optional(),
    radius: optionalQueryInteger('radius', {
      min: 1,
      max: 50,
      default: DEFAULT_SEARCH_RADIUS_KM,
      message: radiusMessage,
    }).refine((v) => (SEARCH_RADIUS_OPTIONS_KM as readonly number[]).includes(v), radiusMessage),
    is_available_for_sos: queryBoolean('is_available_for_sos').optional(),
    latitude: queryNumber('latitude', { min: -90, max: 90 }).optional(),
    longitude: queryNumber('longitude', { min: -180, max: 180 }).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.latitude === undefined) !== (v.longitude === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'Send both latitude and longitude, or neither' });
    }
  });
export type DonorSearchQuery = z.input<typeof donorSearchQuerySchema>;

/**
 * One donor as a searcher sees them: first name and initial, town, group, a distance band, availability and
 * eligibility. Never a phone, an e-mail or a location: those reach a patient only when the donor accepts.
 */
export const donorSearchResultSchema = z.object({
  donor_id: z.string(),
  is_available_for_sos: z.boolean(),
  users: z.object({ full_name: z.string(), city: z.string().nullable(), state: z.string().nullable() }),
  bloodgroups: z.object({ group_name: z.string() }),
  distance_km_band: z.enum(DISTANCE_BAND_LABELS),
  /** exact: the group asked for; compatible: may give this component to it (the bank still cross-matches). */
  compatibility: z.enum(['exact', 'compatible']),
  eligible_now: z.boolean(),
  /** When a donor who gave recently may give again (null when eligible now). */
  eligible_from: z.string().nullable(),
});
export type DonorSearchResult = z.infer<typeof donorSearchResultSchema>;

export const donorSearchResponseSchema = successEnvelope(z.array(donorSearchResultSchema)).extend({
  /** What was searched, so the page can say it plainly ("around Pune, 10 km"). */
  search: z.object({
    blood_group: z.string(),
    component_id: z.number(),
    radius_km: z.number(),
    center: z.object({
      source: z.enum(['browser', 'city', 'saved_location', 'profile_city']),
      /** The town used as the centre, when it came from a town. */
      label: z.string().nullable(),
    }),
    /** True when more donors matched than one search shows. */
    truncated: z.boolean(),
  }),
});
export type DonorSearchResponse = z.infer<typeof donorSearchResponseSchema>;
