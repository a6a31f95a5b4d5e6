import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { LimitNextSteps } from '../../../components/requests/limit-next-steps.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useBloodComponents, useBloodGroups } from '../../../lib/reference-data.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { prefillFromSearch } from '../forms/create-request-form.ts';
import { useCreateRequestForm } from '../hooks/use-create-request-form.ts';
import { RequestLocationPicker } from './request-location-picker.tsx';
import { RequestNeedFields } from './request-need-fields.tsx';

/**
 * Create a blood request: blood group (the one in `?blood_group_id=`, else the patient's own preselected),
 * component (`?component_id=` may choose it), units (default 1), urgency (default Urgent), hospital, notes and an
 * optional device location. On success the page says so and returns to /app/requests after 2 seconds.
 */
export function CreateRequestPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('requests.create.title'));
  const { user, profile } = useAuth();
  if (user?.userType === 'Donor') {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t('requests.create.title')} />
        <Card className="flex flex-col gap-4" data-testid="patients-only">
          <p className="text-slate-700">{t('requests.create.patientsOnly')}</p>
          <ButtonLink to="/app/requests" variant="secondary" className="self-start">
            {t('requests.create.seeRequests')}
          </ButtonLink>
        </Card>
      </div>
    );
  }
  return <CreateRequestForm profileGroupId={profile?.blood_group_id ?? null} />;
}

function CreateRequestForm({ profileGroupId }: { profileGroupId: number | null }) {
  const { t } = useTranslation();
  const bloodGroups = useBloodGroups();
  const components = useBloodComponents();
  const [params] = useSearchParams();
  // Read once: the form owns the values after that.
  const [prefill] = useState(() => prefillFromSearch(params));
  const { register, errors, isSubmitting, location, captureLocation, formError, limited, created, onSubmit } =
    useCreateRequestForm(profileGroupId, prefill);

  const referenceFailed = bloodGroups.isFallback || components.isFallback;
  const locked = isSubmitting || created;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <Link
        to="/app/requests"
        className="flex items-center gap-1.5 self-start rounded text-sm font-semibold text-red-800 hover:text-red-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('requests.create.back')}
      </Link>
      <PageHeader title={t('requests.create.title')}>
        <p className="text-slate-700">{t('requests.create.intro')}</p>
      </PageHeader>

      <Card className="flex flex-col gap-5">
        {referenceFailed && (
          <Alert tone="error" data-testid="form-data-error">
            {t('requests.create.formDataFailed')}
          </Alert>
        )}
        {created && (
          <Alert tone="success" data-testid="create-success">
            <p>{t('requests.create.success')}</p>
            <p className="mt-1 font-normal">{t('requests.create.redirecting')}</p>
          </Alert>
        )}
        {formError && (
          <Alert tone="error" data-testid="create-error">
            <p>{formError}</p>
            {limited && <LimitNextSteps />}
          </Alert>
        )}

        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <fieldset disabled={locked} className="grid gap-5 sm:grid-cols-2">
            <RequestNeedFields register={register} errors={errors} />
            <Input
              label={t('requests.create.hospitalName')}
              autoComplete="organization"
              error={errors.hospital_name?.message}
              {...register('hospital_name')}
            />
            <Input
              label={t('requests.create.hospitalAddress')}
              autoComplete="street-address"
              error={errors.hospital_address?.message}
              {...register('hospital_address')}
            />
            <div className="sm:col-span-2">
              <Textarea
                label={t('requests.create.notes')}
                hint={t('requests.create.notesHint')}
                error={errors.notes?.message}
                {...register('notes')}
              />
            </div>
          </fieldset>

          <RequestLocationPicker location={location} onCapture={() => void captureLocation()} disabled={locked} />

          <Button
            type="submit"
            size="lg"
            className="sm:self-start"
            loading={isSubmitting}
            loadingText={t('requests.create.submitting')}
            disabled={created}
          >
            {t('requests.create.submit')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
