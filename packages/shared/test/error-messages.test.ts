import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createRequestSchema,
  donorSettingsSchema,
  hasUntypableCharacters,
  listRequestsQuerySchema,
  loginSchema,
  notificationsQuerySchema,
  profileUpdateSchema,
  registerSchema,
  reverseGeocodeQuerySchema,
} from '../src/index.ts';
import { errorsOf } from './support/errors-of.ts';

describe('text fields refuse characters nobody types', () => {
  it.each(['\u0000', '\u0007', '\r', '\u001b[31m', '\u007f', '\u0085', '\ud800', 'a\udc00b'])('%j', (bad) => {
    expect(hasUntypableCharacters(`x${bad}y`)).toBe(true);
  });

  it.each(['\u202e', '\u2066', '\u200b', '\u2028', '\u2029', '\ufeff', '\u200f'])(
    'refuses %j, which reorders or hides text from the next reader',
    (bad) => {
      expect(hasUntypableCharacters(`Vikram${bad}`)).toBe(true);
    },
  );

  it('keeps tabs, newlines, emoji, Indian scripts and the joiners they need', () => {
    expect(hasUntypableCharacters('Ward 4\tbed 12\nरक्त 🩸 இரத்தம் क्\u200dष \u200c')).toBe(false);
  });

  it('names the field in the message, before any other rule', () => {
    expect(errorsOf(registerSchema, { full_name: 'Asha\u0000' }).full_name).toEqual([
      'Full name contains invisible control characters; please retype it',
    ]);
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: 'pass\u0000word' }).password).toEqual([
      'Password contains invisible control characters; please retype it',
    ]);
    expect(
      errorsOf(donorSettingsSchema, { is_available_for_sos: true, qloo_taste_keywords: ['ok', 'bad\u0000'] })[
        'qloo_taste_keywords.1'
      ],
    ).toEqual(['Each interest contains invisible control characters; please retype it']);
  });
});

describe('messages for people, not programmers', () => {
  const request = { component_id: 1, units_required: 1, urgency: 'SOS' };
  it.each([
    ['profile', 'is_available_for_sos', 'must be true or false', profileUpdateSchema, { is_available_for_sos: 'yes' }],
    ['login', 'remember_me', 'must be true or false', loginSchema, { email: 'a@b.co', password: 'x', remember_me: 1 }],
    [
      'settings',
      'qloo_taste_keywords',
      'must be a list',
      donorSettingsSchema,
      { is_available_for_sos: true, qloo_taste_keywords: 'x' },
    ],
    ['login', 'email', 'email must be text', loginSchema, { email: 5, password: 'x' }],
    [
      'request',
      'notes',
      'Notes must be at most 1000 characters',
      createRequestSchema,
      { ...request, notes: 'x'.repeat(1001) },
    ],
    ['request', 'longitude', 'Send both latitude and longitude', createRequestSchema, { ...request, latitude: 1 }],
  ])('%s: %s → %s', (_label, field, message, schema, value) => {
    expect(errorsOf(schema as z.ZodType, value)[field]?.[0]).toContain(message);
  });

  it('lists the allowed fields for an unknown one, without repeating it', () => {
    const [message] = errorsOf(profileUpdateSchema, { '<script>': 1 })[''] ?? [];
    expect(message).toMatch(/^The request contains fields that are not accepted\. Allowed fields: full_name, /);
    expect(message).not.toContain('<script>');
  });

  it.each([
    [{ limit: '9007199254740993' }, 'limit must be a whole number from 1 to 200'],
    [{ limit: '0x10' }, 'limit must be a whole number from 1 to 200'],
    [{ limit: '2.5' }, 'limit must be a whole number from 1 to 200'],
  ])('query %j → %s', (query, message) => {
    expect(errorsOf(notificationsQuerySchema, query).limit).toEqual([message]);
  });

  it('reads an empty query parameter as left out', () => {
    expect(notificationsQuerySchema.parse({ limit: '' })).toEqual({ limit: 50 });
    expect(listRequestsQuerySchema.parse({ page: ' ', page_size: '' })).toMatchObject({ page: 1, page_size: 20 });
    expect(listRequestsQuerySchema.parse({ page: '3' })).toMatchObject({ page: 3 });
    expect(errorsOf(reverseGeocodeQuerySchema, { latitude: '', longitude: '' })).toEqual({
      latitude: ['latitude is required'],
      longitude: ['longitude is required'],
    });
    expect(reverseGeocodeQuerySchema.parse({ latitude: ' 19.07 ', longitude: '72.8' })).toEqual({
      latitude: 19.07,
      longitude: 72.8,
    });
  });

  it('never uses zod wording for any field of a wrong type', () => {
    const junk = { full_name: 1, email: [], phone_number: {}, password: true, blood_group_id: 'x', city: 5 };
    for (const messages of Object.values(errorsOf(registerSchema, junk))) {
      for (const message of messages) expect(message).not.toMatch(/Invalid input|expected|received/);
    }
  });
});
