import { z } from 'zod';
import {
  BLOOD_BANK_CATEGORIES,
  BLOOD_BANK_LIST_DEFAULT,
  BLOOD_BANK_LIST_MAX,
  BLOOD_BANK_RADIUS_MAX_KM,
  DEFAULT_SEARCH_RADIUS_KM,
  STOCK_UNITS_MAX,
} from '../constants.ts';
import { successEnvelope } from './envelope.ts';
import {
  bloodGroupIdField,
  bloodGroupQuery,
  optionalQueryInteger,
  queryInteger,
  queryNumber,
  textField,
} from './fields.ts';

const freshness = z.enum(['fresh', 'stale', 'unknown']);
const placeQuery = (name: string) => textField(name).trim().max(100, `${name} must be at most 100 characters`);

/** A bank id in a path: the directory's whole-number id. */
export const bankIdParam = z.object({
  id: queryInteger('Blood bank id', { min: 1, max: 2_147_483_647, message: 'Not a valid blood bank id' }),
});

/**
 * GET /api/public-data/blood-banks. `radius` counts only with both coordinates (then nearest first, with the
 * distance). With `blood_group` (and `component_id`, default Whole Blood) banks holding compatible units come
 * first, then banks whose stock nobody keeps current, then those known to have none.
 */
export const bloodBankSearchQuerySchema = z
  .object({
    q: placeQuery('q').optional(),
    city: placeQuery('city').optional(),
    state: placeQuery('state').optional(),
    category: z
      .enum(BLOOD_BANK_CATEGORIES, { error: `category must be one of ${BLOOD_BANK_CATEGORIES.join(', ')}` })
      .optional(),
    latitude: queryNumber('latitude', { min: -90, max: 90 }).optional(),
    longitude: queryNumber('longitude', { min: -180, max: 180 }).optional(),
    radius: optionalQueryInteger('radius', {
      min: 1,
      max: BLOOD_BANK_RADIUS_MAX_KM,
      default: DEFAULT_SEARCH_RADIUS_KM,
    }),
    limit: optionalQueryInteger('limit', { min: 1, max: BLOOD_BANK_LIST_MAX, default: BLOOD_BANK_LIST_DEFAULT }),
    blood_group: bloodGroupQuery('blood_group').optional(),
    component_id: optionalQueryInteger('component_id', { min: 1, max: 5, default: 1 }),
  })
  .superRefine((v, ctx) => {
    if ((v.latitude === undefined) !== (v.longitude === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'Send both latitude and longitude, or neither' });
    }
  });
export type BloodBankSearchQuery = z.input<typeof bloodBankSearchQuerySchema>;

export const stockMatchSchema = z.object({
  group_name: z.string(),
  component_name: z.string(),
  /** Null when the figure is unknown (older than a week): no number is invented. */
  units_available: z.number().nullable(),
  last_updated: z.string().nullable(),
  freshness,
  /** The group asked for, rather than a compatible one. */
  exact: z.boolean(),
});

export const bloodBankSchema = z.object({
  bank_id: z.number(),
  name: z.string(),
  category: z.enum(BLOOD_BANK_CATEGORIES).nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  state: z.string(),
  pincode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  service_time: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** From the coordinates searched around, 2 decimals (a bank's place is public). */
  distance_km: z.number().nullable(),
  stock_summary: z.object({
    /** Groups with at least one unit of any component in a figure that is not unknown. */
    groups_in_stock: z.array(z.string()),
    last_updated: z.string().nullable(),
    freshness,
  }),
  /** With `blood_group`: the best compatible stock for it (null when the bank lists none). */
  stock_match: stockMatchSchema.nullable(),
});
export type BloodBank = z.infer<typeof bloodBankSchema>;
export const bloodBankListResponseSchema = successEnvelope(z.array(bloodBankSchema));

/** GET /api/public-data/blood-banks/places?q= : towns and states that have banks, for the search suggestions. */
export const bloodBankPlacesQuerySchema = z.object({
  q: placeQuery('q').min(1, 'q is required'),
});
export const bloodBankPlacesResponseSchema = successEnvelope(
  z.array(z.object({ city: z.string().nullable(), state: z.string(), banks: z.number() })),
);

export const stockItemSchema = z.object({
  stock_id: z.number(),
  blood_group: z.object({ blood_group_id: z.number(), group_name: z.string() }),
  component: z.object({ component_id: z.number(), component_name: z.string() }),
  /** The bank's last figure; the web shows it only while `freshness` is not unknown. */
  units_available: z.number(),
  last_updated: z.string(),
  freshness,
});
export type StockItem = z.infer<typeof stockItemSchema>;

/** GET /api/public/blood-banks/{id}/stock */
export const bankStockResponseSchema = successEnvelope(z.array(stockItemSchema)).extend({
  bank: z.object({
    bank_id: z.number(),
    name: z.string(),
    /** False when nobody keeps this bank's stock on RaktSetu: say so, call the bank. */
    kept_current: z.boolean(),
    last_updated: z.string().nullable(),
    freshness,
  }),
});

const stockLine = z.object({
  blood_group_id: bloodGroupIdField,
  component_id: z
    .number({ error: 'component_id must be a component id 1–5' })
    .int('component_id must be a component id 1–5')
    .min(1, 'component_id must be a component id 1–5')
    .max(5, 'component_id must be a component id 1–5'),
  units_available: z
    .number({ error: `Units must be a whole number from 0 to ${STOCK_UNITS_MAX}` })
    .int(`Units must be a whole number from 0 to ${STOCK_UNITS_MAX}`)
    .min(0, `Units must be a whole number from 0 to ${STOCK_UNITS_MAX}`)
    .max(STOCK_UNITS_MAX, `Units must be a whole number from 0 to ${STOCK_UNITS_MAX}`),
});
export type StockLine = z.infer<typeof stockLine>;

/**
 * PUT /api/blood-banks/{id}/stock, staff of that bank only. Each line sets one group and component; sending a
 * figure unchanged confirms it is still right (its time is renewed).
 */
export const stockUpdateSchema = z.object({
  items: z
    .array(stockLine)
    .min(1, 'Send at least one stock figure')
    .max(40, 'At most 40 stock figures (8 groups × 5 components)')
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        const key = `${item.blood_group_id}:${item.component_id}`;
        if (seen.has(key)) {
          ctx.addIssue({ code: 'custom', path: [index], message: 'Each group and component may appear only once' });
        }
        seen.add(key);
      });
    }),
});
export type StockUpdate = z.infer<typeof stockUpdateSchema>;

/** POST /api/blood-banks/{id}/stock/import: a CSV with the header blood_group,component,units_available. */
export const stockImportSchema = z.object({
  csv: z
    .string({ error: 'Attach a CSV file' })
    .min(1, 'The CSV file is empty')
    .max(20_000, 'The CSV file is too large (at most 20 KB)'),
});

export const stockChangeSchema = z.object({
  change_id: z.number(),
  changed_at: z.string(),
  changed_by: z.string(),
  blood_group: z.string(),
  component: z.string(),
  units_before: z.number().nullable(),
  units_after: z.number(),
  source: z.enum(['grid', 'csv']),
});
export type StockChange = z.infer<typeof stockChangeSchema>;
/** GET /api/blood-banks/{id}/stock/history: newest change first. */
export const stockHistoryQuerySchema = z.object({
  page: optionalQueryInteger('page', { min: 1, max: 10_000, default: 1 }),
  page_size: optionalQueryInteger('page_size', { min: 1, max: 100, default: 20 }),
});
export const stockHistoryResponseSchema = successEnvelope(z.array(stockChangeSchema)).extend({
  pagination: z.object({ page: z.number(), page_size: z.number(), total: z.number() }),
});

/**
 * GET /api/blood-banks/mine: the bank a staff member keeps, with its full stock grid. `verified` is false until a
 * coordinator confirmed the account with the bank; until then it may not change stock or confirm donations.
 */
export const myBankResponseSchema = successEnvelope(
  z.object({
    bank: bloodBankSchema.omit({ distance_km: true, stock_match: true }),
    stock: z.array(stockItemSchema),
    verified: z.boolean(),
  }),
);

export const stockUpdateResponseSchema = successEnvelope(z.array(stockItemSchema)).extend({
  message: z.string(),
  /** How many figures changed value (the others were confirmed). */
  changed: z.number(),
});
