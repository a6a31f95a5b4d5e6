import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { transactional } from '../../db/transactional.ts';
import { offers, partners } from '../../db/schema/index.ts';

export type PartnerRow = typeof partners.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type PartnerValues = Pick<PartnerRow, 'name' | 'city' | 'category' | 'interest_tags' | 'logo_url' | 'is_active'>;
export type OfferValues = Pick<
  OfferRow,
  'title' | 'description' | 'value_text' | 'value_amount' | 'validity_days' | 'terms' | 'max_issued' | 'is_active'
>;

/** Partners and their offers as the admin keeps them. Nothing is deleted: coupons refer to both. */
function queries(db: Database) {
  return {
    async partners() {
      return db.select().from(partners).orderBy(asc(partners.name), asc(partners.created_at));
    },
    async offersOf(partnerIds: string[]) {
      if (partnerIds.length === 0) return [];
      return db.select().from(offers).where(inArray(offers.partner_id, partnerIds)).orderBy(asc(offers.created_at));
    },
    async partner(partnerId: string) {
      const [row] = await db.select().from(partners).where(eq(partners.partner_id, partnerId));
      return row;
    },
    async insertPartner(values: PartnerValues, at: Date) {
      const [row] = await db
        .insert(partners)
        .values({ ...values, created_at: at, updated_at: at })
        .returning();
      if (!row) throw new Error('insert partners returned nothing');
      return row;
    },
    async updatePartner(partnerId: string, values: PartnerValues, at: Date) {
      const [row] = await db
        .update(partners)
        .set({ ...values, updated_at: at })
        .where(eq(partners.partner_id, partnerId))
        .returning();
      return row;
    },
    async offer(offerId: string) {
      const [row] = await db.select().from(offers).where(eq(offers.offer_id, offerId));
      return row;
    },
    async insertOffer(partnerId: string, values: OfferValues, at: Date) {
      const [row] = await db
        .insert(offers)
        .values({ ...values, partner_id: partnerId, created_at: at, updated_at: at })
        .returning();
      if (!row) throw new Error('insert offers returned nothing');
      return row;
    },
    /** Updates unless the new limit is below what was already issued (checked in the UPDATE: no race). */
    async updateOffer(offerId: string, values: OfferValues, at: Date) {
      const [row] = await db
        .update(offers)
        .set({ ...values, updated_at: at })
        .where(
          and(
            eq(offers.offer_id, offerId),
            values.max_issued === null ? undefined : sql`${offers.issued_count} <= ${values.max_issued}`,
          ),
        )
        .returning();
      return row;
    },
  };
}

export const createPartnersRepository = (db: Database) => transactional(db, queries);
export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
