import { and, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { towns } from '../../db/schema/index.ts';

/**
 * The centre of the bundled town of this name in this state (any letter case; the most populous on ties): where
 * a request without coordinates is placed, and where a patient's nearby donors are counted from.
 */
export async function findTownCentre(db: Database, city: string, state: string | null) {
  const [row] = await db
    .select({ latitude: towns.latitude, longitude: towns.longitude })
    .from(towns)
    .where(
      and(sql`lower(${towns.name}) = lower(${city})`, state ? sql`lower(${towns.state}) = lower(${state})` : undefined),
    )
    .orderBy(sql`${towns.population} desc nulls last`)
    .limit(1);
  return row;
}

export function createGeoRepository(db: Database) {
  return {
    /**
     * The nearest bundled town within `maxKm`: a bounding box on the indexed columns narrows the rows, then the
     * exact haversine distance orders them.
     */
    async nearestTown(latitude: number, longitude: number, maxKm: number) {
      const dLat = maxKm / 111.32; // degrees of latitude per km
      const dLon = maxKm / (111.32 * Math.max(0.01, Math.cos((latitude * Math.PI) / 180)));
      const distance = sql<number>`6371 * 2 * asin(least(1, sqrt(
        power(sin(radians(${towns.latitude} - ${latitude}) / 2), 2) +
        cos(radians(${latitude})) * cos(radians(${towns.latitude})) * power(sin(radians(${towns.longitude} - ${longitude}) / 2), 2)
      )))`;
      const [row] = await db
        .select({ name: towns.name, district: towns.district, state: towns.state, distance_km: distance })
        .from(towns)
        .where(
          sql`${towns.latitude} between ${latitude - dLat} and ${latitude + dLat}
            and ${towns.longitude} between ${longitude - dLon} and ${longitude + dLon}`,
        )
        .orderBy(distance)
        .limit(1);
      return row && Number(row.distance_km) <= maxKm ? row : undefined;
    },
  };
}
export type GeoRepository = ReturnType<typeof createGeoRepository>;
