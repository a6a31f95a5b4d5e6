import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { transactional } from '../../db/transactional.ts';
import {
  bloodBankStaff,
  bloodBanks,
  bloodRequests,
  bloodStock,
  bloodStockChanges,
  patients,
  users,
} from '../../db/schema/index.ts';
import { enqueue, type OutboxMessage } from '../../outbox/outbox.repository.ts';
import { boundingBox, distanceKmSql } from '../requests/sos-search.repository.ts';

/** One figure as written by a save: a group and component of one bank. */
export interface StockFigure {
  blood_group_id: number;
  component_id: number;
  units_available: number;
}

export type StockChangeInsert = typeof bloodStockChanges.$inferInsert;

const stockColumns = {
  stock_id: bloodStock.stock_id,
  blood_group_id: bloodStock.blood_group_id,
  component_id: bloodStock.component_id,
  units_available: bloodStock.units_available,
  last_updated: bloodStock.last_updated,
};

/** Who the staff member is and the bank they work for. */
function bankQueries(db: Database) {
  return {
    async staffMember(userId: string) {
      const [row] = await db
        .select({
          bank_id: bloodBankStaff.bank_id,
          full_name: users.full_name,
          verified_at: bloodBankStaff.verified_at,
        })
        .from(bloodBankStaff)
        .innerJoin(users, eq(users.user_id, bloodBankStaff.user_id))
        .where(eq(bloodBankStaff.user_id, userId));
      return row;
    },

    async bank(bankId: number) {
      const [row] = await db
        .select({
          bank_id: bloodBanks.bank_id,
          name: bloodBanks.name,
          category: bloodBanks.category,
          address: bloodBanks.address,
          city: bloodBanks.city,
          district: bloodBanks.district,
          state: bloodBanks.state,
          pincode: bloodBanks.pincode,
          phone: bloodBanks.phone,
          email: bloodBanks.email,
          service_time: bloodBanks.service_time,
          latitude: bloodBanks.latitude,
          longitude: bloodBanks.longitude,
        })
        .from(bloodBanks)
        .where(eq(bloodBanks.bank_id, bankId));
      return row;
    },
  };
}

/** The bank's stock figures: read, held for a save, and written. */
function stockQueries(db: Database) {
  return {
    /** Every figure of the bank, in grid order (group, then component). */
    stock(bankId: number) {
      return db
        .select(stockColumns)
        .from(bloodStock)
        .where(eq(bloodStock.bank_id, bankId))
        .orderBy(asc(bloodStock.blood_group_id), asc(bloodStock.component_id));
    },

    /** Inside a save: holds the bank row so two saves of one bank take turns and each audit's "before" is right. */
    async lockBank(bankId: number): Promise<void> {
      await db.select({ id: bloodBanks.bank_id }).from(bloodBanks).where(eq(bloodBanks.bank_id, bankId)).for('update');
    },

    /** Sets each figure and renews its time, also when the value is unchanged (the staff confirmed it). */
    async upsertStock(bankId: number, figures: StockFigure[], now: Date): Promise<void> {
      if (figures.length === 0) return;
      await db
        .insert(bloodStock)
        .values(figures.map((f) => ({ ...f, bank_id: bankId, last_updated: now })))
        .onConflictDoUpdate({
          target: [bloodStock.bank_id, bloodStock.blood_group_id, bloodStock.component_id],
          set: { units_available: sql`excluded.units_available`, last_updated: sql`excluded.last_updated` },
        });
    },

    async figure(bankId: number, bloodGroupId: number, componentId: number) {
      const [row] = await db
        .select(stockColumns)
        .from(bloodStock)
        .where(
          and(
            eq(bloodStock.bank_id, bankId),
            eq(bloodStock.blood_group_id, bloodGroupId),
            eq(bloodStock.component_id, componentId),
          ),
        );
      return row;
    },
  };
}

/** The stock's audit trail: one row per changed figure. */
function auditQueries(db: Database) {
  return {
    async insertChanges(rows: StockChangeInsert[]): Promise<void> {
      if (rows.length > 0) await db.insert(bloodStockChanges).values(rows);
    },

    history(bankId: number, limit: number, offset: number) {
      return db
        .select({
          change_id: bloodStockChanges.change_id,
          changed_at: bloodStockChanges.changed_at,
          changed_by: bloodStockChanges.changed_by_name,
          blood_group_id: bloodStockChanges.blood_group_id,
          component_id: bloodStockChanges.component_id,
          units_before: bloodStockChanges.units_before,
          units_after: bloodStockChanges.units_after,
          source: bloodStockChanges.source,
        })
        .from(bloodStockChanges)
        .where(eq(bloodStockChanges.bank_id, bankId))
        .orderBy(desc(bloodStockChanges.changed_at), desc(bloodStockChanges.change_id))
        .limit(limit)
        .offset(offset);
    },

    async historyCount(bankId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(bloodStockChanges)
        .where(eq(bloodStockChanges.bank_id, bankId));
      return row?.n ?? 0;
    },
  };
}

/** Who to tell of new stock: open requests near the bank that it could now serve. */
function noticeQueries(db: Database) {
  return {
    /**
     * Open requests (Open or In Progress) for this component by a patient of one of `recipientGroupIds`, placed
     * within `radiusKm` of the point, nearest first. Requests without a place, and Bombay-phenotype patients (whom
     * ordinary bank stock does not suit), are left out.
     */
    openRequestsNear(
      at: { latitude: number; longitude: number },
      recipientGroupIds: number[],
      componentId: number,
      radiusKm: number,
    ) {
      if (recipientGroupIds.length === 0) return Promise.resolve([]);
      const box = boundingBox(at.latitude, at.longitude, radiusKm);
      const distance = distanceKmSql(
        sql`${bloodRequests.latitude}`,
        sql`${bloodRequests.longitude}`,
        at.latitude,
        at.longitude,
      );
      return db
        .select({ request_id: bloodRequests.request_id, patient_id: bloodRequests.patient_id, distance_km: distance })
        .from(bloodRequests)
        .leftJoin(patients, eq(patients.patient_id, bloodRequests.patient_id))
        .where(
          and(
            inArray(bloodRequests.status, ['Open', 'In Progress']),
            eq(bloodRequests.component_id, componentId),
            inArray(bloodRequests.blood_group_id, recipientGroupIds),
            isNotNull(bloodRequests.latitude),
            isNotNull(bloodRequests.longitude),
            gte(bloodRequests.latitude, box.minLat),
            lte(bloodRequests.latitude, box.maxLat),
            gte(bloodRequests.longitude, box.minLng),
            lte(bloodRequests.longitude, box.maxLng),
            sql`${distance} <= ${radiusKm}::float8`,
            sql`coalesce(${patients.is_bombay_phenotype}, false) = false`,
          ),
        )
        .orderBy(distance);
    },
  };
}

/** What bank staff read and write: their bank, its stock, the stock's audit trail, and who to tell of new stock. */
function queries(db: Database) {
  return {
    ...bankQueries(db),
    ...stockQueries(db),
    ...auditQueries(db),
    ...noticeQueries(db),
    enqueue(message: OutboxMessage, now: Date) {
      return enqueue(db, message, now);
    },
  };
}

export const createStockUpdatesRepository = (db: Database) => transactional(db, queries);
export type StockUpdatesRepository = ReturnType<typeof createStockUpdatesRepository>;
export type BankRow = NonNullable<Awaited<ReturnType<StockUpdatesRepository['bank']>>>;
