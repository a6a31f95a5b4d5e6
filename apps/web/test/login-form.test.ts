import { loginSchema } from '@raktsetu/shared';
import { describe, expect, it } from 'vitest';
import { checkLogin, toLoginInput, type LoginFormValues } from '../src/features/auth/forms/login-form.ts';

/** The first message zod gives for a field, as @hookform/resolvers/zod showed it before the hand checks. */
function zodFirst(values: LoginFormValues) {
  const result = loginSchema.safeParse(values);
  if (result.success) return {};
  const first: { email?: string; password?: string } = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as 'email' | 'password';
    first[field] ??= issue.message;
  }
  return first;
}

const emails = [
  '',
  '   ',
  'asha@example.com',
  ' Asha@Example.COM ',
  'asha@',
  'a b@c.d',
  'x\u202Ey@z.in',
  `${'a'.repeat(250)}@b.in`,
];
const passwords = ['', 'secret', 'p\u0000w', 'x'.repeat(128), 'x'.repeat(129)];

describe('sign-in form checks by hand', () => {
  it('give the same first message per field as the shared loginSchema', () => {
    for (const email of emails) {
      for (const password of passwords) {
        const values = { email, password, remember_me: false };
        const mine = checkLogin(values);
        const theirs = zodFirst(values);
        expect({ email: mine.email, password: mine.password }, `${email} / ${password}`).toEqual({
          email: theirs.email,
          password: theirs.password,
        });
      }
    }
  });

  it('hand over the e-mail trimmed and in lower case, as the schema would', () => {
    const values = { email: ' Asha@Example.COM ', password: 'secret', remember_me: true };
    expect(toLoginInput(values)).toEqual(loginSchema.parse(values));
  });
});
