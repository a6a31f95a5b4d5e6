import { DEFAULT_URGENCY, MESSAGES, UNITS_REQUIRED_MIN, createRequestSchema } from '@raktsetu/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The create-request form as the inputs hold it (text), in screen order. */
export interface CreateRequestFormValues {
  blood_group_id: string;
  component_id: string;
  units_required: string;
  urgency: string;
  hospital_name: string;
  hospital_address: string;
  notes: string;
}

export const CREATE_REQUEST_FIELDS = [
  'blood_group_id',
  'component_id',
  'units_required',
  'urgency',
  'hospital_name',
  'hospital_address',
  'notes',
] as const satisfies ReadonlyArray<keyof CreateRequestFormValues>;

export type CreateRequestPayload = z.output<typeof createRequestSchema>;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** What a link to the form may choose in advance (the donor search's "Ask for help"). */
export interface CreateRequestPrefill {
  blood_group_id?: number;
  component_id?: number;
}

/** A whole number from `min` to `max` written plainly ("3", not "3.0" or " 3"), else undefined. */
function idParam(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,2}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= min && id <= max ? id : undefined;
}

/** `?blood_group_id=&component_id=` of the page's address; a value that is not a valid id is ignored. */
export function prefillFromSearch(params: URLSearchParams): CreateRequestPrefill {
  const groupId = idParam(params.get('blood_group_id'), 1, 8);
  const componentId = idParam(params.get('component_id'), 1, 5);
  return {
    ...(groupId === undefined ? {} : { blood_group_id: groupId }),
    ...(componentId === undefined ? {} : { component_id: componentId }),
  };
}

/** One unit and Urgent unless changed; the group and component asked for, else the patient's own group. */
export function defaultCreateRequestValues(
  bloodGroupId?: number | null,
  prefill: CreateRequestPrefill = {},
): CreateRequestFormValues {
  const groupId = prefill.blood_group_id ?? bloodGroupId;
  return {
    blood_group_id: groupId ? String(groupId) : '',
    component_id: prefill.component_id ? String(prefill.component_id) : '',
    units_required: String(UNITS_REQUIRED_MIN),
    urgency: DEFAULT_URGENCY,
    hospital_name: '',
    hospital_address: '',
    notes: '',
  };
}

/** An empty input is "missing" (so it gets 'Please fill in all required fields'), anything else a number. */
function numberOrMissing(value: string): number | undefined {
  return value.trim() === '' ? undefined : Number(value);
}

export type CreateRequestValidation =
  | { success: true; payload: CreateRequestPayload }
  | { success: false; errors: Partial<Record<keyof CreateRequestFormValues, string>> };

/**
 * Validates the form with the shared schema, so the messages are the product’s ('Please fill in all required
 * fields', 'Units required must be between 1 and 10') and the payload is exactly what the server accepts.
 */
export function validateCreateRequest(
  values: CreateRequestFormValues,
  location: Coordinates | null = null,
): CreateRequestValidation {
  const result = createRequestSchema.safeParse({
    blood_group_id: numberOrMissing(values.blood_group_id),
    component_id: numberOrMissing(values.component_id),
    units_required: numberOrMissing(values.units_required),
    urgency: values.urgency === '' ? undefined : values.urgency,
    hospital_name: values.hospital_name,
    hospital_address: values.hospital_address,
    notes: values.notes,
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
  });
  if (result.success) return { success: true, payload: result.data };
  const errors: Partial<Record<keyof CreateRequestFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (CREATE_REQUEST_FIELDS as readonly string[]).includes(field)) {
      const key = field as keyof CreateRequestFormValues;
      errors[key] ??= issue.message;
    }
  }
  // The schema checks the blood group only once the rest parses: report a missing one together with the rest.
  if (errors.blood_group_id === undefined && values.blood_group_id === '' && values.urgency !== 'SOS') {
    errors.blood_group_id = MESSAGES.requiredFields;
  }
  return { success: false, errors };
}

/** react-hook-form resolver over validateCreateRequest (coordinates are added when submitting). */
export const createRequestResolver: Resolver<CreateRequestFormValues> = async (values) => {
  const result = validateCreateRequest(values);
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<CreateRequestFormValues> = {};
  for (const [field, message] of Object.entries(result.errors)) {
    errors[field as keyof CreateRequestFormValues] = { type: 'validation', message };
  }
  return { values: {}, errors };
};
