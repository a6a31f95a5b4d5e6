import type { CompletionField, Profile } from '@raktsetu/shared';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { COMPLETION_FALLBACK, fetchProfileCompletion, profileKeys } from '../api/profile-api.ts';

const fieldKeys = {
  full_name: 'profile.completion.fields.full_name',
  email: 'profile.completion.fields.email',
  phone_number: 'profile.completion.fields.phone_number',
  city: 'profile.completion.fields.city',
  state: 'profile.completion.fields.state',
  blood_group: 'profile.completion.fields.blood_group',
  date_of_birth: 'profile.completion.fields.date_of_birth',
  emergency_contact: 'profile.completion.fields.emergency_contact',
  medical_conditions: 'profile.completion.fields.medical_conditions',
  location: 'profile.completion.fields.location',
  last_donation_date: 'profile.completion.fields.last_donation_date',
  interests: 'profile.completion.fields.interests',
} as const satisfies Record<CompletionField, string> & Partial<Record<keyof Profile, string>>;

/** A server field name in plain words: the known ones translated, any other one de-snake-cased. */
export function useMissingFieldLabel(): (field: string) => string {
  const { t } = useTranslation();
  return (field) => {
    if (field in fieldKeys) return t(fieldKeys[field as keyof typeof fieldKeys]);
    const words = field.replace(/[_-]+/g, ' ').trim();
    return words.charAt(0).toUpperCase() + words.slice(1);
  };
}

/** The completion card: the server's percentage and what is missing, or the product’s fallback on failure. */
export function CompletionCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const label = useMissingFieldLabel();
  const query = useQuery({
    queryKey: profileKeys.completion(userId),
    queryFn: ({ signal }) => fetchProfileCompletion(userId, signal),
  });
  const completion = query.data ?? (query.isError ? COMPLETION_FALLBACK : null);
  const percent = completion?.completionPercentage ?? 0;

  return (
    <Card
      as="section"
      aria-labelledby="completion-heading"
      className="flex flex-col gap-4"
      data-testid="completion-card"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="completion-heading" className="text-lg font-semibold text-slate-900">
          {t('profile.completion.title')}
        </h2>
        {completion && (
          <span className="shrink-0 text-sm font-semibold whitespace-nowrap text-slate-700">
            {t('profile.completion.percent', { percent })}
          </span>
        )}
      </div>
      <div
        role="progressbar"
        aria-labelledby="completion-heading"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={completion ? percent : undefined}
        aria-busy={completion ? undefined : true}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={completion?.isComplete ? 'h-full bg-green-700' : 'h-full bg-amber-600'}
          style={{ width: `${percent}%` }}
        />
      </div>
      {!completion && <p className="text-sm text-slate-600">{t('common.loading')}</p>}
      {completion?.isComplete && (
        <p className="flex items-center gap-2 text-sm font-medium text-green-800">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {t('profile.completion.complete')}
        </p>
      )}
      {completion && !completion.isComplete && completion.missingFields.length > 0 && (
        <div className="text-sm text-slate-700">
          <p className="font-medium">{t('profile.completion.missingIntro')}</p>
          <ul className="mt-1 list-disc pl-5" data-testid="completion-missing">
            {completion.missingFields.map((field) => (
              <li key={field}>{label(field)}</li>
            ))}
          </ul>
        </div>
      )}
      {query.isError && <p className="text-xs text-slate-600">{t('profile.completion.fallbackNote')}</p>}
    </Card>
  );
}
