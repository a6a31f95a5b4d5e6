import { offerInputSchema, partnerInputSchema, type Offer, type Partner } from '@raktsetu/shared';
import type { z } from 'zod';
import type { OfferPayload, PartnerPayload } from '../api/admin-api.ts';

/** What the partner form holds: text as typed, interest tags as one comma-separated line. */
export interface PartnerFormValues {
  name: string;
  city: string;
  category: string;
  interest_tags: string;
  logo_url: string;
  is_active: boolean;
}
export type PartnerField = keyof PartnerFormValues;
export const PARTNER_FIELDS: readonly PartnerField[] = [
  'name',
  'city',
  'category',
  'interest_tags',
  'logo_url',
  'is_active',
];

export interface OfferFormValues {
  title: string;
  description: string;
  value_text: string;
  value_amount: string;
  validity_days: string;
  terms: string;
  max_issued: string;
  is_active: boolean;
}
export type OfferField = keyof OfferFormValues;
export const OFFER_FIELDS: readonly OfferField[] = [
  'title',
  'description',
  'value_text',
  'value_amount',
  'validity_days',
  'terms',
  'max_issued',
  'is_active',
];

export type FieldMessages<TField extends string> = Partial<Record<TField, string>>;

export type Checked<TPayload, TField extends string> =
  { ok: true; payload: TPayload } | { ok: false; errors: FieldMessages<TField> };

export const partnerFormValues = (partner: Partner | null): PartnerFormValues => ({
  name: partner?.name ?? '',
  city: partner?.city ?? '',
  category: partner?.category ?? '',
  interest_tags: partner?.interest_tags.join(', ') ?? '',
  logo_url: partner?.logo_url ?? '',
  is_active: partner?.is_active ?? true,
});

export const offerFormValues = (offer: Offer | null): OfferFormValues => ({
  title: offer?.title ?? '',
  description: offer?.description ?? '',
  value_text: offer?.value_text ?? '',
  value_amount: offer?.value_amount === null || offer === null ? '' : String(offer.value_amount),
  validity_days: offer ? String(offer.validity_days) : '30',
  terms: offer?.terms ?? '',
  max_issued: offer?.max_issued === null || offer === null ? '' : String(offer.max_issued),
  is_active: offer?.is_active ?? true,
});

/** A number field: empty is "not given" (null); anything else must read as a number, or the schema says why. */
const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

/** The first message of each field (a tag's own message lands on the tags field). */
function fieldMessages<TField extends string>(error: z.ZodError, fields: readonly TField[]): FieldMessages<TField> {
  const messages: FieldMessages<TField> = {};
  for (const issue of error.issues) {
    const field = fields.find((candidate) => candidate === issue.path[0]);
    if (field && messages[field] === undefined) messages[field] = issue.message;
  }
  return messages;
}

/** The form checked by the shared schema (the server checks the same), giving the payload or each field's message. */
export function checkPartner(values: PartnerFormValues): Checked<PartnerPayload, PartnerField> {
  const parsed = partnerInputSchema.safeParse({
    name: values.name,
    city: values.city,
    category: values.category,
    interest_tags: values.interest_tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    logo_url: values.logo_url.trim() === '' ? null : values.logo_url.trim(),
    is_active: values.is_active,
  });
  return parsed.success
    ? { ok: true, payload: parsed.data }
    : { ok: false, errors: fieldMessages(parsed.error, PARTNER_FIELDS) };
}

export function checkOffer(values: OfferFormValues): Checked<OfferPayload, OfferField> {
  const parsed = offerInputSchema.safeParse({
    title: values.title,
    description: values.description,
    value_text: values.value_text,
    value_amount: optionalNumber(values.value_amount),
    validity_days: optionalNumber(values.validity_days) ?? Number.NaN,
    terms: values.terms,
    max_issued: optionalNumber(values.max_issued),
    is_active: values.is_active,
  });
  return parsed.success
    ? { ok: true, payload: parsed.data }
    : { ok: false, errors: fieldMessages(parsed.error, OFFER_FIELDS) };
}

/** The payload that switches a partner on or off, keeping everything else as it is. */
export const partnerWithActive = (partner: Partner, isActive: boolean): PartnerPayload => ({
  name: partner.name,
  city: partner.city,
  category: partner.category,
  interest_tags: partner.interest_tags,
  logo_url: partner.logo_url,
  is_active: isActive,
});
