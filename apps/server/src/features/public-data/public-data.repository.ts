import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bloodComponents, bloodGroups } from '../../db/schema/index.ts';

export function createPublicDataRepository(db: Database) {
  return {
    listBloodGroups: () => db.select().from(bloodGroups).orderBy(asc(bloodGroups.blood_group_id)),
    listBloodComponents: () => db.select().from(bloodComponents).orderBy(asc(bloodComponents.component_id)),
  };
}
export type PublicDataRepository = ReturnType<typeof createPublicDataRepository>;
