import type { BloodBankCategory } from '@raktsetu/shared';
import type { Database } from '../../src/db/client.ts';
import { bloodBanks, bloodStock } from '../../src/db/schema/index.ts';

/** Banks and stock figures written straight into the tables, for the directory's read tests. */

/** A point in the Arabian Sea: no bank of the shipped directory lies within 200 km. */
export const SEA = { latitude: 14, longitude: 66 };

/** A point `km` north of SEA (1° of latitude ≈ 111.195 km). */
export const seaNorth = (km: number) => ({ latitude: SEA.latitude + km / 111.195, longitude: SEA.longitude });

export interface TestBank {
  name: string;
  city?: string | null;
  state?: string;
  category?: BloodBankCategory | null;
  at?: { latitude: number; longitude: number } | null;
}

export interface TestFigure {
  group: number;
  component?: number;
  units: number;
  /** When the bank gave this figure. */
  updated: Date;
}

export function directoryStock(db: Database) {
  let n = 0;
  return {
    async bank(bank: TestBank): Promise<number> {
      const [row] = await db
        .insert(bloodBanks)
        .values({
          source_ref: `directory-test-${++n}-${bank.name}`,
          name: bank.name,
          category: bank.category === undefined ? 'Government' : bank.category,
          address: `${n} Test Road`,
          city: bank.city === undefined ? 'Testpur' : bank.city,
          state: bank.state ?? 'Testland',
          phone: '+91 22 0000 0000',
          latitude: bank.at === undefined ? SEA.latitude : (bank.at?.latitude ?? null),
          longitude: bank.at === undefined ? SEA.longitude : (bank.at?.longitude ?? null),
        })
        .returning({ id: bloodBanks.bank_id });
      return row!.id;
    },

    async stock(bankId: number, figures: TestFigure[]) {
      await db.insert(bloodStock).values(
        figures.map((f) => ({
          bank_id: bankId,
          blood_group_id: f.group,
          component_id: f.component ?? 1,
          units_available: f.units,
          last_updated: f.updated,
        })),
      );
    },
  };
}
