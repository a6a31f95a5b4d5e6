/** Reset-password strength: five checks, a score of at least 4 is required. */
export const PASSWORD_CHECKS = [
  { id: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  { id: 'lowercase', label: 'A lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'uppercase', label: 'An uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'number', label: 'A number', test: (p: string) => /\d/.test(p) },
  { id: 'special', label: 'A special character', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export const PASSWORD_MIN_STRENGTH = 4;
export type PasswordStrengthLabel = 'Very Weak' | 'Weak' | 'Fair' | 'Good' | 'Strong';

export interface PasswordStrength {
  score: number;
  label: PasswordStrengthLabel;
  /** Labels of the checks the password does not meet yet. */
  missing: string[];
}

export function passwordStrength(password: string): PasswordStrength {
  const missing = PASSWORD_CHECKS.filter((c) => !c.test(password)).map((c) => c.label);
  const score = PASSWORD_CHECKS.length - missing.length;
  const label: PasswordStrengthLabel =
    score <= 1 ? 'Very Weak' : score === 2 ? 'Weak' : score === 3 ? 'Fair' : score === 4 ? 'Good' : 'Strong';
  return { score, label, missing };
}
