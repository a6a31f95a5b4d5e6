import { ERROR_CODES, REQUEST_CREATED_REDIRECT_DELAY_MS } from '@raktsetu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { getCurrentLocation } from '../../../lib/geolocation.ts';
import { requestKeys } from '../../../lib/query-keys.ts';
import { createBloodRequest } from '../../../lib/requests-api.ts';
import {
  CREATE_REQUEST_FIELDS,
  createRequestResolver,
  defaultCreateRequestValues,
  validateCreateRequest,
  type Coordinates,
  type CreateRequestFormValues,
  type CreateRequestPrefill,
} from '../forms/create-request-form.ts';

export type LocationState =
  { phase: 'idle' } | { phase: 'locating' } | { phase: 'captured'; coordinates: Coordinates } | { phase: 'failed' };

/**
 * The create-request form's state and submit: the optional device location, the server's refusals (a rate
 * limit gets its own next steps), and after success the pause before returning to /app/requests.
 */
export function useCreateRequestForm(profileGroupId: number | null, prefill: CreateRequestPrefill = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
    defaultValues: defaultCreateRequestValues(profileGroupId, prefill),
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

  return { register, errors, isSubmitting, location, captureLocation, formError, limited, created, onSubmit };
}
