import type { RequestDetail } from '@raktsetu/shared';
import { Building2, ExternalLink, HandHeart, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { mapLink } from '../../../lib/geolocation.ts';
import { telHref } from '../request-format.ts';
import { DonorResponseButtons } from './request-actions.tsx';

/**
 * A donor's side of a request: Accept / Decline while they can answer; after accepting, where to go and how to
 * reach the patient (shown only to a donor who accepted).
 */
export function DonorResponseCard({ request, label }: { request: RequestDetail; label: string }) {
  const { t } = useTranslation();
  const contact = request.patient_contact;
  return (
    <Card as="section" aria-labelledby="response-heading" className="flex flex-col gap-4" data-testid="donor-response">
      <h2 id="response-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <HandHeart aria-hidden="true" className="size-5 text-red-700" />
        {t('requests.detail.responseHeading')}
      </h2>
      {request.can_respond && (
        <>
          <p className="text-slate-700">{t('requests.detail.canYouGive')}</p>
          <DonorResponseButtons requestId={request.request_id} label={label} size="lg" />
        </>
      )}
      {request.my_response === 'decline' && <p className="text-slate-700">{t('requests.detail.youDeclined')}</p>}
      {request.my_response === 'accept' && (
        <>
          <Alert tone="success">{t('requests.detail.youAccepted')}</Alert>
          {(request.hospital_name || request.hospital_address) && (
            <div className="flex items-start gap-3">
              <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
              <div className="flex min-w-0 flex-col">
                <p className="text-sm text-slate-600">{t('requests.detail.hospital')}</p>
                {request.hospital_name && <p className="font-semibold break-words">{request.hospital_name}</p>}
                {request.hospital_address && <p className="break-words text-slate-700">{request.hospital_address}</p>}
              </div>
            </div>
          )}
          {request.latitude !== null && request.longitude !== null && (
            <a
              href={mapLink(request.latitude, request.longitude)}
              target="_blank"
              rel="noreferrer"
              className="flex items-center gap-1.5 self-start rounded text-sm font-semibold text-red-800 underline underline-offset-2"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('requests.detail.openMap')}
              <span className="sr-only"> {t('common.opensInNewTab')}</span>
            </a>
          )}
          {contact && (
            <div className="flex flex-col gap-2" data-testid="patient-contact">
              <p className="text-sm text-slate-600">{t('requests.detail.patientContact')}</p>
              <p className="font-semibold break-words">{contact.full_name}</p>
              <a
                href={telHref(contact.phone_number)}
                className={buttonClasses({ variant: 'primary' }, 'self-start')}
                aria-label={t('requests.detail.callLabel', { name: contact.full_name, phone: contact.phone_number })}
              >
                <Phone aria-hidden="true" className="size-4" />
                {contact.phone_number}
              </a>
              <p className="text-sm text-slate-700">{t('requests.detail.callFirst')}</p>
            </div>
          )}
        </>
      )}
      {!request.can_respond && request.my_response === null && (
        <p className="text-slate-700">{t('requests.detail.cannotRespond')}</p>
      )}
    </Card>
  );
}
