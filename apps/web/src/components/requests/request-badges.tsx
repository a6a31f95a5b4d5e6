import type { REQUEST_STATUSES, REQUEST_URGENCIES } from '@raktsetu/shared';
import { Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../ui/badge.tsx';

type RequestStatus = (typeof REQUEST_STATUSES)[number];
type RequestUrgency = (typeof REQUEST_URGENCIES)[number];

const statusTones: Record<RequestStatus, BadgeTone> = {
  Open: 'blue',
  'In Progress': 'amber',
  Fulfilled: 'green',
  Cancelled: 'neutral',
};

const urgencyTones: Record<RequestUrgency, BadgeTone> = {
  SOS: 'red',
  Urgent: 'amber',
  Scheduled: 'neutral',
};

function isKnown<T extends string>(value: string, known: Record<T, unknown>): value is T {
  return Object.hasOwn(known, value);
}

/** A request's status (Open, In Progress, Fulfilled, Cancelled) as a coloured label. */
export function RequestStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!isKnown(status, statusTones)) return <Badge>{status}</Badge>;
  return (
    <Badge tone={statusTones[status]} data-testid="request-status">
      {t(`requests.statuses.${status}`)}
    </Badge>
  );
}

/** A request's urgency (Scheduled, Urgent, SOS); SOS carries the siren. */
export function UrgencyBadge({ urgency }: { urgency: string }) {
  const { t } = useTranslation();
  if (!isKnown(urgency, urgencyTones)) return <Badge>{urgency}</Badge>;
  return (
    <Badge tone={urgencyTones[urgency]} className="gap-1" data-testid="request-urgency">
      {urgency === 'SOS' && <Siren aria-hidden="true" className="size-3.5" />}
      {t(`requests.urgencies.${urgency}`)}
    </Badge>
  );
}
