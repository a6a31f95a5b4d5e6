import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  check,
} from 'drizzle-orm/pg-core';

export const bloodGroups = pgTable('blood_groups', {
  blood_group_id: integer('blood_group_id').primaryKey(),
  group_name: text('group_name').notNull().unique(),
});

export const bloodComponents = pgTable('blood_components', {
  component_id: integer('component_id').primaryKey(),
  component_name: text('component_name').notNull().unique(),
});

export const bloodBanks = pgTable(
  'blood_banks',
  {
    bank_id: serial('bank_id').primaryKey(),
    /** Stable identity of the directory row (name|address|city|state), so re-seeding upserts instead of duplicating. */
    source_ref: text('source_ref').notNull().unique(),
    name: text('name').notNull(),
    category: text('category'),
    address: text('address'),
    city: text('city'),
    district: text('district'),
    state: text('state').notNull(),
    pincode: text('pincode'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    components_available: boolean('components_available'),
    apheresis: boolean('apheresis'),
    service_time: text('service_time'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blood_banks_city_idx').on(sql`lower(${t.city})`),
    index('blood_banks_state_idx').on(sql`lower(${t.state})`),
    index('blood_banks_lat_lng_idx').on(t.latitude, t.longitude),
    check(
      'blood_banks_category_check',
      sql`${t.category} is null or ${t.category} in ('Government', 'Private', 'Charitable/Voluntary')`,
    ),
  ],
);

export const bloodStock = pgTable(
  'blood_stock',
  {
    stock_id: serial('stock_id').primaryKey(),
    bank_id: integer('bank_id')
      .notNull()
      .references(() => bloodBanks.bank_id, { onDelete: 'cascade' }),
    blood_group_id: integer('blood_group_id')
      .notNull()
      .references(() => bloodGroups.blood_group_id),
    component_id: integer('component_id')
      .notNull()
      .references(() => bloodComponents.component_id),
    units_available: integer('units_available').notNull().default(0),
    last_updated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blood_stock_bank_group_component_idx').on(t.bank_id, t.blood_group_id, t.component_id),
    check('blood_stock_units_check', sql`${t.units_available} >= 0`),
  ],
);

export const towns = pgTable(
  'towns',
  {
    town_id: serial('town_id').primaryKey(),
    /** name|state|latitude|longitude: two towns may share a name within a state. */
    source_ref: text('source_ref').notNull().unique(),
    name: text('name').notNull(),
    district: text('district'),
    state: text('state').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population'),
  },
  (t) => [index('towns_name_idx').on(sql`lower(${t.name})`), index('towns_lat_lng_idx').on(t.latitude, t.longitude)],
);
