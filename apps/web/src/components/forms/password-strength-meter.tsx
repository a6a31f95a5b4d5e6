import { PASSWORD_CHECKS, passwordStrength, type PasswordStrengthLabel } from '@raktsetu/shared';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

const labelKeys = {
  'Very Weak': 'password.strength.veryWeak',
  Weak: 'password.strength.weak',
  Fair: 'password.strength.fair',
  Good: 'password.strength.good',
  Strong: 'password.strength.strong',
} as const satisfies Record<PasswordStrengthLabel, string>;

const checkKeys = {
  length: 'password.checks.length',
  lowercase: 'password.checks.lowercase',
  uppercase: 'password.checks.uppercase',
  number: 'password.checks.number',
  special: 'password.checks.special',
} as const satisfies Record<(typeof PASSWORD_CHECKS)[number]['id'], string>;

// Filled segments: red while too weak to be accepted, amber at the minimum (4), green when all five are met.
const barColour = (score: number) => (score >= 5 ? 'bg-green-700' : score >= 4 ? 'bg-amber-600' : 'bg-red-700');

/**
 * The reset and change password strength indicator: five checks, a label from Very Weak to Strong, and
 * the rules still missing. The score comes from the same shared function the server validates with.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  if (password === '') return null;
  const strength = passwordStrength(password);
  const missing = PASSWORD_CHECKS.filter((check) => !check.test(password));
  return (
    <div id={id} className="flex flex-col gap-2" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {PASSWORD_CHECKS.map((check, index) => (
          <span
            key={check.id}
            className={clsx(
              'h-1.5 flex-1 rounded-full',
              index < strength.score ? barColour(strength.score) : 'bg-slate-200',
            )}
          />
        ))}
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('password.strengthLabel')}{' '}
        <strong className="font-semibold text-slate-900">{t(labelKeys[strength.label])}</strong>
      </p>
      {missing.length > 0 && (
        <div className="text-sm text-slate-700">
          <p>{t('password.missingIntro')}</p>
          <ul className="mt-1 list-disc pl-5">
            {missing.map((check) => (
              <li key={check.id}>{t(checkKeys[check.id])}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
