import type { Offer, Partner, partnerInputSchema, offerInputSchema } from '@raktsetu/shared';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OfferRow, PartnerRow, PartnersRepository } from './partners.repository.ts';

export const PARTNER_SAYS = {
  onlyAdmins: 'Only RaktSetu admins can manage reward partners and offers.',
  partnerNotFound: 'Partner not found.',
  offerNotFound: 'Offer not found.',
  belowIssued: (issued: number) =>
    `${issued} coupons of this offer were already issued, so the most that may be issued cannot be lower than ${issued}.`,
  partnerAdded: 'Partner added',
  partnerSaved: 'Partner saved',
  offerAdded: 'Offer added',
  offerSaved: 'Offer saved',
} as const;

type PartnerInput = z.output<typeof partnerInputSchema>;
type OfferInput = z.output<typeof offerInputSchema>;

export interface PartnersServiceDeps {
  repo: PartnersRepository;
  clock: Clock;
}

export function presentOffer(row: OfferRow): Offer {
  return {
    offer_id: row.offer_id,
    partner_id: row.partner_id,
    title: row.title,
    description: row.description,
    value_text: row.value_text,
    value_amount: row.value_amount,
    validity_days: row.validity_days,
    terms: row.terms,
    max_issued: row.max_issued,
    issued_count: row.issued_count,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
  };
}

function presentPartner(row: PartnerRow, offers: OfferRow[]): Partner {
  return {
    partner_id: row.partner_id,
    name: row.name,
    city: row.city,
    category: row.category,
    interest_tags: row.interest_tags,
    logo_url: row.logo_url,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
    offers: offers.map(presentOffer),
  };
}

function adminOnly(actor: Actor) {
  if (actor.userType !== 'Admin') throw AppError.forbidden(PARTNER_SAYS.onlyAdmins);
}

/** The admin's partners and offers. No delete: issued coupons refer to them; deactivating stops new coupons. */
export function createPartnersService({ repo, clock }: PartnersServiceDeps) {
  const withOffers = async (row: PartnerRow) => presentPartner(row, await repo.offersOf([row.partner_id]));
  return {
    async list(actor: Actor) {
      adminOnly(actor);
      const rows = await repo.partners();
      const offers = await repo.offersOf(rows.map((r) => r.partner_id));
      return rows.map((r) =>
        presentPartner(
          r,
          offers.filter((o) => o.partner_id === r.partner_id),
        ),
      );
    },
    async create(actor: Actor, input: PartnerInput) {
      adminOnly(actor);
      return {
        message: PARTNER_SAYS.partnerAdded,
        data: await withOffers(await repo.insertPartner(input, clock.now())),
      };
    },
    async update(actor: Actor, partnerId: string, input: PartnerInput) {
      adminOnly(actor);
      const row = await repo.updatePartner(partnerId, input, clock.now());
      if (!row) throw AppError.notFound(PARTNER_SAYS.partnerNotFound);
      return { message: PARTNER_SAYS.partnerSaved, data: await withOffers(row) };
    },
    async addOffer(actor: Actor, partnerId: string, input: OfferInput) {
      adminOnly(actor);
      if (!(await repo.partner(partnerId))) throw AppError.notFound(PARTNER_SAYS.partnerNotFound);
      return {
        message: PARTNER_SAYS.offerAdded,
        data: presentOffer(await repo.insertOffer(partnerId, input, clock.now())),
      };
    },
    async updateOffer(actor: Actor, offerId: string, input: OfferInput) {
      adminOnly(actor);
      const row = await repo.updateOffer(offerId, input, clock.now());
      if (row) return { message: PARTNER_SAYS.offerSaved, data: presentOffer(row) };
      const found = await repo.offer(offerId);
      if (!found) throw AppError.notFound(PARTNER_SAYS.offerNotFound);
      throw AppError.conflict(PARTNER_SAYS.belowIssued(found.issued_count), [
        { field: 'max_issued', message: PARTNER_SAYS.belowIssued(found.issued_count) },
      ]);
    },
  };
}
export type PartnersService = ReturnType<typeof createPartnersService>;
