import { ERROR_CODES } from '@raktsetu/shared';
import { ListChecks } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { LimitNextSteps } from '../../../components/requests/limit-next-steps.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useToast } from '../../../lib/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDonorSearch } from '../api/donors-api.ts';
import { defaultDonorSearchValues, donorSearchQuery, type DonorSearchValues } from '../forms/donor-search.ts';
import { useSearchLocation } from '../hooks/use-search-location.ts';
import { CompatibilityGuide } from './compatibility-guide.tsx';
import { DonorResults } from './donor-results.tsx';
import { DonorSearchForm } from './donor-search-form.tsx';

/**
 * /app/donors: a patient finds donors who can give the group and component they need, nearest and exact group
 * first, and asks one of them for help through a request. The server decides who may search; anyone else sees
 * its explanation instead of the form.
 */
export function DonorsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('donors.title'));
  const { user, profile } = useAuth();
  const toast = useToast();
  const location = useSearchLocation();
  const search = useDonorSearch();
  const profileGroupId = profile?.blood_group_id ?? null;
  const [values, setValues] = useState<DonorSearchValues>(() => defaultDonorSearchValues(profileGroupId));

  // The profile may arrive after the page: preselect the patient's group unless one was chosen already.
  useEffect(() => {
    if (profileGroupId)
      setValues((current) => (current.bloodGroupId ? current : { ...current, bloodGroupId: String(profileGroupId) }));
  }, [profileGroupId]);

  const run = (next: DonorSearchValues) => {
    const point = location.phase === 'captured' ? location.point : null;
    search.mutate(donorSearchQuery(next, point), {
      // Finding nobody is no success: the results say what to do next.
      onSuccess: (result) =>
        toast.show({
          tone: result.data.length > 0 ? 'success' : 'info',
          message: t('donors.found', { count: result.data.length }),
        }),
      onError: () => toast.show({ tone: 'error', message: t('donors.failed') }),
    });
  };

  // Only patients search for donors. Anyone else hears why from the server itself, once, on opening the page.
  const probed = useRef(false);
  const isPatient = user?.userType === 'Patient';
  const { mutate } = search;
  useEffect(() => {
    if (!user || isPatient || probed.current) return;
    probed.current = true;
    mutate(donorSearchQuery(defaultDonorSearchValues(null), null));
  }, [user, isPatient, mutate]);

  const refusal = isApiError(search.error) && search.error.status === 403 ? search.error.message : null;
  // Until the server has answered that probe, the form would only flash before its refusal replaces it.
  const awaitingVerdict = !!user && !isPatient && !search.isError && !search.data;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('donors.title')}>
        <p className="text-slate-700">{t('donors.intro')}</p>
      </PageHeader>

      {awaitingVerdict ? null : refusal !== null ? (
        <NotForThisRole message={refusal} isDonor={user?.userType === 'Donor'} />
      ) : (
        <>
          <DonorSearchForm
            values={values}
            onChange={setValues}
            onSubmit={() => run(values)}
            searching={search.isPending}
            location={location}
          />
          {search.isError && <SearchFailed error={search.error} />}
          {search.data && (
            <DonorResults
              result={search.data}
              onWiden={(km) => {
                const next = { ...values, radius: String(km) };
                setValues(next);
                run(next);
              }}
            />
          )}
        </>
      )}

      <CompatibilityGuide />
    </div>
  );
}

function SearchFailed({ error }: { error: Error }) {
  const { t } = useTranslation();
  const detail = errorMessage(error, t, '');
  const limited = isApiError(error) && error.code === ERROR_CODES.RATE_LIMITED;
  return (
    <Alert tone="error" data-testid="donor-search-error">
      <p className="font-semibold">{t('donors.failed')}</p>
      {detail && <p className="mt-1 font-normal">{detail}</p>}
      {limited && <LimitNextSteps />}
    </Alert>
  );
}

/** A donor, bank staff or admin: the server's refusal, said kindly, with where they can help instead. */
function NotForThisRole({ message, isDonor }: { message: string; isDonor: boolean }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3" data-testid="donors-not-for-role">
      <h2 className="text-lg font-semibold text-slate-900">{t('donors.forPatients.title')}</h2>
      <p className="text-slate-700">{message}</p>
      {isDonor && (
        <>
          <p className="text-slate-700">{t('donors.forPatients.donorHint')}</p>
          <ButtonLink to="/app/requests" variant="secondary" size="sm" className="self-start">
            <ListChecks aria-hidden="true" className="size-4" />
            {t('donors.forPatients.requests')}
          </ButtonLink>
        </>
      )}
    </Card>
  );
}
