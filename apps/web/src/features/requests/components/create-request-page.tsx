import { ERROR_CODES, REQUEST_CREATED_REDIRECT_DELAY_MS, REQUEST_URGENCIES } from '@raktsetu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, LocateFixed } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { LimitNextSteps } from '../../../components/requests/limit-next-steps.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { formatCoordinate, getCurrentLocation } from '../../../lib/geolocation.ts';
import { requestKeys } from '../../../lib/query-keys.ts';
import { useBloodComponents, useBloodGroups } from '../../../lib/reference-data.ts';
import { createBloodRequest } from '../../../lib/requests-api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  CREATE_REQUEST_FIELDS,
  createRequestResolver,
  defaultCreateRequestValues,
  validateCreateRequest,
  type Coordinates,
  type CreateRequestFormValues,
} from '../forms/create-request-form.ts';

type LocationState =
  { phase: 'idle' } | { phase: 'locating' } | { phase: 'captured'; coordinates: Coordinates } | { phase: 'failed' };

/**
 * Create a blood request: blood group (the patient's own preselected), component, units
 * (default 1), urgency (default Urgent), hospital, notes and an optional device location. On success the page says
 * so and returns to /app/requests after 2 seconds.
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const bloodGroups = useBloodGroups();
  const components = useBloodComponents();
  const [location, setLocation] = useState<LocationState>({ phase: 'idle' });
  const [formError, setFormError] = useState<string | null>(null);
  const [limited, setLimited] = useState(false);
  const [created, setCreated] = useState(false);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CreateRequestFormValues>({
    resolver: createRequestResolver,
    defaultValues: defaultCreateRequestValues(profileGroupId),
    reValidateMode: 'onSubmit',
  });

  // The profile may arrive after the form: preselect the patient's group unless one was chosen already.
  useEffect(() => {
    if (profileGroupId && getValues('blood_group_id') === '') setValue('blood_group_id', String(profileGroupId));
  }, [profileGroupId, getValues, setValue]);

  useEffect(() => {
    if (!created) return undefined;
    const timer = setTimeout(() => void navigate('/app/requests'), REQUEST_CREATED_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  async function captureLocation() {
    setLocation({ phase: 'locating' });
    try {
      const reading = await getCurrentLocation();
      setLocation({ phase: 'captured', coordinates: { latitude: reading.latitude, longitude: reading.longitude } });
    } catch {
      setLocation({ phase: 'failed' });
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const validation = validateCreateRequest(values, location.phase === 'captured' ? location.coordinates : null);
    if (!validation.success) return;
    try {
      await createBloodRequest(validation.payload);
      void queryClient.invalidateQueries({ queryKey: requestKeys.all });
      setCreated(true);
    } catch (error) {
      applyServerFieldErrors(error, CREATE_REQUEST_FIELDS, setError);
      setLimited(isApiError(error) && error.code === ERROR_CODES.RATE_LIMITED);
      setFormError(errorMessage(error, t, t('requests.create.failed')));
    }
  });

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
            <Select
              label={t('requests.create.bloodGroup')}
              required
              error={errors.blood_group_id?.message}
              {...register('blood_group_id')}
            >
              <option value="">{t('requests.create.chooseBloodGroup')}</option>
              {bloodGroups.data.map((group) => (
                <option key={group.blood_group_id} value={String(group.blood_group_id)}>
                  {group.group_name}
                </option>
              ))}
            </Select>
            <Select
              label={t('requests.create.component')}
              required
              error={errors.component_id?.message}
              {...register('component_id')}
            >
              <option value="">{t('requests.create.chooseComponent')}</option>
              {components.data.map((component) => (
                <option key={component.component_id} value={String(component.component_id)}>
                  {component.component_name}
                </option>
              ))}
            </Select>
            <Input
              label={t('requests.create.units')}
              type="number"
              inputMode="numeric"
              min={1}
              max={10}
              step={1}
              required
              hint={t('requests.create.unitsHint')}
              error={errors.units_required?.message}
              {...register('units_required')}
            />
            <Select
              label={t('requests.create.urgency')}
              required
              hint={t('requests.create.urgencyHint')}
              error={errors.urgency?.message}
              {...register('urgency')}
            >
              {REQUEST_URGENCIES.map((urgency) => (
                <option key={urgency} value={urgency}>
                  {t(`requests.urgencies.${urgency}`)}
                </option>
              ))}
            </Select>
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

          <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
            <div className="flex flex-col gap-1">
              <h2 className="text-base font-semibold text-slate-900">{t('requests.create.locationHeading')}</h2>
              <p className="text-sm text-slate-700">{t('requests.create.locationHint')}</p>
            </div>
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => void captureLocation()}
              disabled={locked}
              loading={location.phase === 'locating'}
              loadingText={t('requests.create.locating')}
            >
              <LocateFixed aria-hidden="true" className="size-4" />
              {t('requests.create.useLocation')}
            </Button>
            {location.phase === 'captured' && (
              <Alert tone="success" data-testid="location-result">
                <p>{t('requests.create.locationCaptured')}</p>
                <p className="mt-1 font-normal">
                  {t('requests.create.coordinates', {
                    latitude: formatCoordinate(location.coordinates.latitude),
                    longitude: formatCoordinate(location.coordinates.longitude),
                  })}
                </p>
              </Alert>
            )}
            {location.phase === 'failed' && (
              <Alert tone="error" data-testid="location-result">
                {t('requests.create.locationFailed')}
              </Alert>
            )}
          </div>

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
