import { transfusionPlanSchema, type BridgePlan, type TransfusionPlanInput } from '@raktsetu/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The transfusion plan as the inputs hold it (text), in screen order. */
export interface PlanFormValues {
  hospital_name: string;
  hospital_city: string;
  units_per_transfusion: string;
  interval_days: string;
  next_date: string;
  blood_group_id: string;
  component_id: string;
  antibodies_note: string;
}

export const PLAN_FIELDS = [
  'hospital_name',
  'hospital_city',
  'units_per_transfusion',
  'interval_days',
  'next_date',
  'blood_group_id',
  'component_id',
  'antibodies_note',
] as const satisfies ReadonlyArray<keyof PlanFormValues>;

/** Packed red cells, the component most transfusions for Thalassemia use (BLOOD_COMPONENTS id 2). */
const DEFAULT_COMPONENT_ID = 2;
/** The usual rhythm of transfusions for Thalassemia major (docs/product.md), as a starting value. */
const DEFAULT_INTERVAL_DAYS = 21;

/** A new plan: one unit every 21 days of packed red cells for the patient's own group; an edit: the plan as saved. */
export function planFormValues(plan: BridgePlan | null, profileGroupId: number | null): PlanFormValues {
  if (plan) {
    return {
      hospital_name: plan.hospital_name,
      hospital_city: plan.hospital_city,
      units_per_transfusion: String(plan.units_per_transfusion),
      interval_days: String(plan.interval_days),
      next_date: plan.next_date,
      blood_group_id: String(plan.blood_group_id),
      component_id: String(plan.component_id),
      antibodies_note: plan.antibodies_note ?? '',
    };
  }
  return {
    hospital_name: '',
    hospital_city: '',
    units_per_transfusion: '1',
    interval_days: String(DEFAULT_INTERVAL_DAYS),
    next_date: '',
    blood_group_id: profileGroupId ? String(profileGroupId) : '',
    component_id: String(DEFAULT_COMPONENT_ID),
    antibodies_note: '',
  };
}

/** An empty input is "missing" (the schema's own message), anything else a number. */
const numberOrMissing = (value: string) => (value.trim() === '' ? undefined : Number(value));

export type PlanValidation =
  | { success: true; payload: TransfusionPlanInput }
  | { success: false; errors: Partial<Record<keyof PlanFormValues, string>> };

/** Checks the form with the shared schema, so its messages and the payload are exactly the server's. */
export function validatePlan(values: PlanFormValues): PlanValidation {
  const input = {
    hospital_name: values.hospital_name,
    hospital_city: values.hospital_city,
    units_per_transfusion: numberOrMissing(values.units_per_transfusion),
    interval_days: numberOrMissing(values.interval_days),
    next_date: values.next_date,
    blood_group_id: numberOrMissing(values.blood_group_id),
    component_id: numberOrMissing(values.component_id),
    antibodies_note: values.antibodies_note.trim() === '' ? null : values.antibodies_note,
  };
  const result = transfusionPlanSchema.safeParse(input);
  if (result.success) return { success: true, payload: result.data };
  const errors: Partial<Record<keyof PlanFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (PLAN_FIELDS as readonly string[]).includes(field)) {
      errors[field as keyof PlanFormValues] ??= issue.message;
    }
  }
  return { success: false, errors };
}

export const planResolver: Resolver<PlanFormValues> = async (values) => {
  const result = validatePlan(values);
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<PlanFormValues> = {};
  for (const [field, message] of Object.entries(result.errors)) {
    errors[field as keyof PlanFormValues] = { type: 'validation', message };
  }
  return { values: {}, errors };
};
