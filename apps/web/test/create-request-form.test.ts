import { describe, expect, it } from 'vitest';
import {
  defaultCreateRequestValues,
  validateCreateRequest,
  type CreateRequestFormValues,
} from '../src/features/requests/forms/create-request-form.ts';

const filled = (changes: Partial<CreateRequestFormValues> = {}): CreateRequestFormValues => ({
  ...defaultCreateRequestValues(3),
  component_id: '2',
  ...changes,
});

describe('create-request form', () => {
  it('starts with one unit, Urgent, and the patient’s own group when known', () => {
    expect(defaultCreateRequestValues(3)).toMatchObject({
      blood_group_id: '3',
      units_required: '1',
      urgency: 'Urgent',
    });
    expect(defaultCreateRequestValues(null).blood_group_id).toBe('');
  });

  it('asks for every required field with "Please fill in all required fields"', () => {
    const result = validateCreateRequest({
      ...filled(),
      blood_group_id: '',
      component_id: '',
      units_required: '',
      urgency: '',
    });
    expect(result).toEqual({
      success: false,
      errors: {
        blood_group_id: 'Please fill in all required fields',
        component_id: 'Please fill in all required fields',
        units_required: 'Please fill in all required fields',
        urgency: 'Please fill in all required fields',
      },
    });
  });

  it('keeps units to a whole number from 1 to 10', () => {
    for (const units of ['0', '11', '2.5', '-1']) {
      const result = validateCreateRequest(filled({ units_required: units }));
      expect(result).toEqual({
        success: false,
        errors: { units_required: 'Units required must be between 1 and 10' },
      });
    }
    expect(validateCreateRequest(filled({ units_required: '10' })).success).toBe(true);
  });

  it('builds the API payload: numbers, trimmed texts, empty texts as null, and the captured location', () => {
    const result = validateCreateRequest(
      filled({ units_required: '2', urgency: 'Scheduled', hospital_name: '  KEM Hospital ', notes: '' }),
      { latitude: 19.076, longitude: 72.8777 },
    );
    expect(result).toEqual({
      success: true,
      payload: {
        blood_group_id: 3,
        component_id: 2,
        units_required: 2,
        urgency: 'Scheduled',
        hospital_name: 'KEM Hospital',
        hospital_address: null,
        notes: null,
        latitude: 19.076,
        longitude: 72.8777,
      },
    });
  });

  it('sends no coordinates when none were captured', () => {
    const result = validateCreateRequest(filled());
    expect(result.success && result.payload.latitude).toBeNull();
    expect(result.success && result.payload.longitude).toBeNull();
  });
});
