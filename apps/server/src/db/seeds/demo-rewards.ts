import { and, count, eq, sql } from 'drizzle-orm';
import { todayIso } from '@raktsetu/shared';
import { rewardDonationMessage } from '../../features/rewards/reward-earning.job.ts';
import { enqueue } from '../../outbox/outbox.repository.ts';
import type { Database } from '../client.ts';
import { bloodBankStaff, donations, donors, offers, partners, users } from '../schema/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** days before today the demo donor gave blood at the demo bank */
const DEMO_DONATION_DAYS_AGO = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoOffer {
  title: string;
  description: string;
  value_text: string;
  value_amount: number;
  validity_days: number;
  terms: string;
  max_issued: number | null;
}

/**
 * Local businesses thanking donors with something to enjoy, never cash: paying for blood is illegal in India
 * (docs/decisions/0017). Tags follow the interests donors pick.
 */
const DEMO_PARTNERS: Array<{
  name: string;
  city: string;
  category: string;
  interest_tags: string[];
  offer: DemoOffer;
}> = [
  {
    name: 'Kala Ghoda Café',
    city: 'Mumbai',
    category: 'Café',
    interest_tags: ['food', 'coffee', 'cooking'],
    offer: {
      title: 'Coffee and a bake on us',
      description: 'Any hot coffee with a croissant or muffin.',
      value_text: 'One coffee and one bake',
      value_amount: 300,
      validity_days: 30,
      terms: 'Dine-in at the Kala Ghoda outlet. One per visit.',
      max_issued: 200,
    },
  },
  {
    name: 'Kitab Khana',
    city: 'Mumbai',
    category: 'Bookshop',
    interest_tags: ['reading', 'books', 'education'],
    offer: {
      title: '20% off any book',
      description: 'On one book of your choice, up to ₹300 off.',
      value_text: '20% off one book (up to ₹300)',
      value_amount: 300,
      validity_days: 60,
      terms: 'Fort store only. Not on gift cards.',
      max_issued: 100,
    },
  },
  {
    name: 'Powerhouse Fitness Andheri',
    city: 'Mumbai',
    category: 'Gym',
    interest_tags: ['fitness', 'sports', 'health'],
    offer: {
      title: 'One week free gym pass',
      description: 'Seven days of gym floor and group classes.',
      value_text: 'A free week of training',
      value_amount: 700,
      validity_days: 45,
      terms: 'New and returning members; photo ID at the desk. Start within the validity.',
      max_issued: 50,
    },
  },
  {
    name: 'Wellness Forever',
    city: 'Mumbai',
    category: 'Pharmacy',
    interest_tags: ['health', 'wellness', 'nutrition'],
    offer: {
      title: '15% off wellness products',
      description: 'Vitamins, skin care and health foods. Not on prescription medicines.',
      value_text: '15% off non-prescription wellness items',
      value_amount: 200,
      validity_days: 30,
      terms: 'Non-prescription items only; up to ₹200 off one bill.',
      max_issued: null,
    },
  },
  {
    name: 'City Pride Kothrud',
    city: 'Pune',
    category: 'Cinema',
    interest_tags: ['movies', 'entertainment', 'music'],
    offer: {
      title: 'Two movie tickets',
      description: 'Two standard seats for any show from Monday to Thursday.',
      value_text: 'Two weekday movie tickets',
      value_amount: 400,
      validity_days: 30,
      terms: 'Monday to Thursday shows; subject to availability.',
      max_issued: 100,
    },
  },
];

/** The demo partners and offers, only while there are no partners at all (an admin's own stay untouched). */
async function seedPartners(tx: Tx): Promise<void> {
  const [have] = await tx.select({ n: count() }).from(partners);
  if ((have?.n ?? 0) > 0) return;
  for (const p of DEMO_PARTNERS) {
    const [row] = await tx
      .insert(partners)
      .values({ name: p.name, city: p.city, category: p.category, interest_tags: p.interest_tags })
      .returning({ id: partners.partner_id });
    if (row) await tx.insert(offers).values({ ...p.offer, partner_id: row.id });
  }
}

/**
 * One donation of the demo donor, confirmed by the demo bank's staff as a real confirmation is, with its reward
 * queued: the server's worker then grants the coupon through the one earning path.
 */
async function seedConfirmedDonation(tx: Tx, donorEmail: string, staffEmail: string): Promise<void> {
  const [donor] = await tx.select({ id: users.user_id }).from(users).where(eq(users.email, donorEmail));
  const [staff] = await tx
    .select({ id: users.user_id, bank_id: bloodBankStaff.bank_id })
    .from(users)
    .innerJoin(bloodBankStaff, eq(bloodBankStaff.user_id, users.user_id))
    .where(eq(users.email, staffEmail));
  if (!donor || !staff) return;
  const [given] = await tx.select({ n: count() }).from(donations).where(eq(donations.donor_id, donor.id));
  if ((given?.n ?? 0) > 0) return;
  const now = new Date();
  const date = todayIso(new Date(now.getTime() - DEMO_DONATION_DAYS_AGO * DAY_MS));
  const [row] = await tx
    .insert(donations)
    .values({
      donor_id: donor.id,
      bank_id: staff.bank_id,
      component_id: 1,
      donation_date: date,
      confirmed_by: 'bank',
      confirmed_by_user: staff.id,
    })
    .onConflictDoNothing()
    .returning({ id: donations.donation_id });
  if (!row) return;
  await tx
    .update(donors)
    .set({ last_donation_date: date, last_donation_component_id: 1 })
    .where(
      and(
        eq(donors.donor_id, donor.id),
        sql`(${donors.last_donation_date} is null or ${donors.last_donation_date} <= ${date}::date)`,
      ),
    );
  await enqueue(tx, rewardDonationMessage(row.id), now);
}

export async function seedDemoRewards(tx: Tx, donorEmail: string, staffEmail: string): Promise<void> {
  await seedPartners(tx);
  await seedConfirmedDonation(tx, donorEmail, staffEmail);
}
