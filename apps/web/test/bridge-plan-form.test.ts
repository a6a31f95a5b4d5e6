import { addDaysIso, todayIso, type BridgePlan, type BridgeSlot } from '@raktsetu/shared';
import { describe, expect, it } from 'vitest';
import { canRecordOutcome, telHref } from '../src/features/bridge/bridge-format.ts';
import { planFormValues, validatePlan, type PlanFormValues } from '../src/features/bridge/forms/plan-form.ts';

const filled = (changes: Partial<PlanFormValues> = {}): PlanFormValues => ({
  ...planFormValues(null, 3),
  hospital_name: 'Sassoon General Hospital',
  hospital_city: 'Pune',
  next_date: '2027-01-15',
  ...changes,
});

describe('the plan form', () => {
  it('starts a new plan at 1 unit every 21 days of packed red cells for the patient’s group', () => {
    expect(planFormValues(null, 3)).toMatchObject({
      units_per_transfusion: '1',
      interval_days: '21',
      blood_group_id: '3',
      component_id: '2',
      antibodies_note: '',
    });
    expect(planFormValues(null, null).blood_group_id).toBe('');
  });

  it('edits a saved plan as it is', () => {
    const plan: BridgePlan = {
      plan_id: 'p',
      hospital_name: 'KEM',
      hospital_city: 'Mumbai',
      units_per_transfusion: 2,
      interval_days: 28,
      next_date: '2027-02-01',
      blood_group_id: 7,
      blood_group: 'O+',
      component_id: 1,
      component: 'Whole Blood',
      antibodies_note: null,
      invite_url: 'http://x/app/bridge/join/abc',
    };
    expect(planFormValues(plan, 3)).toEqual({
      hospital_name: 'KEM',
      hospital_city: 'Mumbai',
      units_per_transfusion: '2',
      interval_days: '28',
      next_date: '2027-02-01',
      blood_group_id: '7',
      component_id: '1',
      antibodies_note: '',
    });
  });

  it('sends numbers, and no note as null', () => {
    expect(validatePlan(filled({ antibodies_note: '  ' }))).toEqual({
      success: true,
      payload: {
        hospital_name: 'Sassoon General Hospital',
        hospital_city: 'Pune',
        units_per_transfusion: 1,
        interval_days: 21,
        next_date: '2027-01-15',
        blood_group_id: 3,
        component_id: 2,
        antibodies_note: null,
      },
    });
  });

  it.each([
    [{ units_per_transfusion: '5' }, 'units_per_transfusion', 'Units per transfusion must be between 1 and 4'],
    [{ units_per_transfusion: '' }, 'units_per_transfusion', 'Units per transfusion must be between 1 and 4'],
    [{ interval_days: '6' }, 'interval_days', 'The interval must be between 7 and 90 days'],
    [{ interval_days: '91' }, 'interval_days', 'The interval must be between 7 and 90 days'],
    [{ next_date: '' }, 'next_date', 'Enter the next transfusion date'],
    [{ next_date: '2027-02-30' }, 'next_date', 'Enter the next transfusion date'],
    [{ hospital_name: ' ' }, 'hospital_name', 'Hospital or blood centre is required'],
    [{ antibodies_note: 'x'.repeat(501) }, 'antibodies_note', 'The antibodies note must be at most 500 characters'],
  ] as const)('refuses %o at %s', (changes, field, message) => {
    const result = validatePlan(filled(changes));
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors[field]).toBe(message);
  });
});

describe('bridge formatting', () => {
  const slot = (changes: Partial<BridgeSlot>): BridgeSlot => ({
    slot_id: 's',
    unit_index: 0,
    donation_date: todayIso(),
    state: 'confirmed',
    donor: null,
    backup: null,
    request_id: null,
    ...changes,
  });

  it('offers the outcome for a confirmed unit from its donation day on (India’s date)', () => {
    // 20:00 UTC is already the next day in India.
    const now = new Date('2027-01-10T20:00:00Z');
    expect(canRecordOutcome(slot({ donation_date: '2027-01-11' }), now)).toBe(true);
    expect(canRecordOutcome(slot({ donation_date: '2027-01-12' }), now)).toBe(false);
    expect(canRecordOutcome(slot({ donation_date: addDaysIso('2027-01-11', -5) }), now)).toBe(true);
    expect(canRecordOutcome(slot({ donation_date: '2027-01-11', state: 'asked' }), now)).toBe(false);
    expect(canRecordOutcome(slot({ donation_date: '2027-01-11', state: 'donated' }), now)).toBe(false);
  });

  it('dials a phone number as written', () => {
    expect(telHref('+91 98200 11111')).toBe('tel:+919820011111');
  });
});
