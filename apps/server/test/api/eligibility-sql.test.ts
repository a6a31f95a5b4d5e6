import { eligibility, type DonorHealth } from '@raktsetu/shared';
import { like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { donors, users } from '../../src/db/schema/index.ts';
import { eligibleDonorSql } from '../../src/features/requests/sos-search.repository.ts';
import { openTestDatabase } from '../support/test-app.ts';

/** 'YYYY-MM-DD' moved by whole years and days (29 February in a common year rolls to 1 March, as dates do). */
function shift(iso: string, years: number, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/** Days around a birthday's edge: leap days, month ends and ordinary dates. */
const todayArb = fc.oneof(
  fc.constantFrom('2026-02-28', '2026-03-01', '2028-02-29', '2028-03-01', '2027-12-31', '2026-01-01'),
  fc
    .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
);

/** A donor whose every fact may be unknown or sit on, just before or just after the limit it is tested against. */
function donorArb(today: string): fc.Arbitrary<DonorHealth> {
  const tenths = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);
  return fc.record({
    sex: fc.constantFrom('male' as const, 'female' as const, null),
    date_of_birth: fc.oneof(
      fc.constant(null),
      fc
        .tuple(fc.constantFrom(17, 18, 19, 64, 65, 66, 67), fc.integer({ min: -2, max: 2 }))
        .map(([years, days]) => shift(today, -years, days)),
      fc
        .date({ min: new Date('1930-01-01'), max: new Date('2020-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    ),
    weight_kg: fc.oneof(fc.constant(null), fc.constantFrom(44.9, 44.99999, 45, 45.00001, 45.1), tenths(30, 120)),
    hemoglobin_g_dl: fc.oneof(fc.constant(null), fc.constantFrom(12.4, 12.49999, 12.5, 12.50001, 12.6), tenths(8, 18)),
    last_donation_date: fc.oneof(
      fc.constant(null),
      fc.constantFrom(0, 1, 2, 3, 89, 90, 91, 119, 120, 121).map((days) => shift(today, 0, -days)),
      fc.integer({ min: 0, max: 400 }).map((days) => shift(today, 0, -days)),
    ),
    last_donation_component_id: fc.constantFrom(null, 1, 2, 3, 4, 5),
  });
}

/**
 * The SQL that picks the donors an alert goes to and the pure `eligibility()` the donor's own page shows must
 * never disagree: a generated population, stored, is judged by both, donor by donor, on the values as stored.
 */
describe('eligibility in SQL and in packages/shared agree', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('on a few hundred generated donors per day, including unknowns and every boundary', async () => {
    const { db } = database;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        todayArb.chain((today) =>
          fc.tuple(fc.constant(today), fc.array(donorArb(today), { minLength: 200, maxLength: 300 })),
        ),
        async ([today, population]) => {
          run += 1;
          await db.delete(users).where(like(users.email, 'eligibility-%'));
          const ids = await db
            .insert(users)
            .values(
              population.map((_, i) => ({
                email: `eligibility-${run}-${i}@example.test`,
                password_hash: 'x',
                phone_number: '9800000000',
                full_name: 'Generated Donor',
                user_type: 'Donor',
              })),
            )
            .returning({ id: users.user_id });
          await db
            .insert(donors)
            .values(population.map((health, i) => ({ ...health, donor_id: ids[i]!.id, blood_group_id: 1 })));
          const stored = await db
            .select({
              sex: donors.sex,
              date_of_birth: donors.date_of_birth,
              weight_kg: donors.weight_kg,
              hemoglobin_g_dl: donors.hemoglobin_g_dl,
              last_donation_date: donors.last_donation_date,
              last_donation_component_id: donors.last_donation_component_id,
              sql_eligible: sql<boolean>`(${eligibleDonorSql(today)})`,
            })
            .from(donors);
          expect(stored).toHaveLength(population.length);
          const disagreements = stored.filter(
            ({ sql_eligible, ...health }) =>
              sql_eligible !== eligibility({ ...health, sex: health.sex as DonorHealth['sex'] }, today).eligible,
          );
          expect(disagreements, `today ${today}`).toEqual([]);
        },
      ),
      // No shrinking: the disagreeing donors are already named in the failure, and shrinking 300 rows takes minutes.
      { numRuns: 12, seed: 20261123, endOnFailure: true },
    );
  });
});
