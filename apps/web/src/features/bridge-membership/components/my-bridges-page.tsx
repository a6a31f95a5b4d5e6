import type { BridgeInvitation, Memberships } from '@raktsetu/shared';
import { CalendarDays, CalendarPlus, HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatIsoDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAcceptInvitation, useMemberships } from '../api/bridge-membership-api.ts';
import { useCalendarDownload } from '../hooks/use-calendar-download.ts';
import { useMembershipsLiveRefresh } from '../hooks/use-memberships-live-refresh.ts';
import { BridgeWillingSwitch } from './bridge-willing-switch.tsx';
import { MembershipCard } from './membership-card.tsx';

/**
 * /app/bridges, for donors: their next bridge date (big), invitations from nearby patients, each bridge with the
 * dates asked of them and the answer buttons, the calendar file, and leaving. With no bridge: what a bridge is
 * and the "willing to join" setting.
 */
export function MyBridgesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('bridgeMembership.mine.title'));
  const query = useMemberships();
  useMembershipsLiveRefresh();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('bridgeMembership.mine.title')}>
        <p className="text-slate-700">{t('bridgeMembership.mine.intro')}</p>
      </PageHeader>
      {query.isPending ? (
        <LoadingScreen message={t('bridgeMembership.mine.loading')} />
      ) : query.isError ? (
        <Alert tone="error" data-testid="memberships-error">
          <p>{t('bridgeMembership.mine.loadFailed')}</p>
          <p className="mt-1 font-normal">{errorMessage(query.error, t, '')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <MembershipsView data={query.data} />
      )}
    </div>
  );
}

function MembershipsView({ data }: { data: Memberships }) {
  const { t } = useTranslation();
  const calendar = useCalendarDownload();
  return (
    <>
      <NextDate data={data} />
      {data.invitations.length > 0 && <Invitations invitations={data.invitations} />}
      {data.bridges.length === 0 ? (
        <Card as="section" className="flex flex-col gap-4" data-testid="memberships-empty">
          <div className="flex items-start gap-3">
            <HeartHandshake aria-hidden="true" className="mt-1 size-6 shrink-0 text-red-700" />
            <div className="flex flex-col gap-1">
              <h2 className="text-lg font-semibold text-slate-900">{t('bridgeMembership.mine.emptyTitle')}</h2>
              <p className="text-slate-700">{t('bridgeMembership.mine.emptyText')}</p>
            </div>
          </div>
          <BridgeWillingSwitch />
        </Card>
      ) : (
        <>
          <Button
            variant="secondary"
            className="self-start"
            disabled={calendar.isPending}
            onClick={() => calendar.mutate()}
          >
            <CalendarPlus aria-hidden="true" className="size-5" />
            {t('bridgeMembership.mine.calendar')}
          </Button>
          {data.bridges.map((membership) => (
            <MembershipCard key={membership.plan_id} membership={membership} />
          ))}
        </>
      )}
    </>
  );
}

/** The soonest next date across the donor's bridges, big enough to read at a glance. */
function NextDate({ data }: { data: Memberships }) {
  const { t } = useTranslation();
  const next = data.bridges
    .filter((bridge) => bridge.next_date !== null)
    .sort((a, b) => (a.next_date ?? '').localeCompare(b.next_date ?? ''))[0];
  if (!next?.next_date) return null;
  return (
    <Card as="section" aria-labelledby="next-bridge-date" className="border-red-200 bg-red-50" data-testid="next-date">
      <h2 id="next-bridge-date" className="text-sm font-semibold tracking-wide text-red-900 uppercase">
        {t('bridgeMembership.mine.nextTitle')}
      </h2>
      <p className="mt-1 flex items-center gap-2 text-3xl font-bold text-slate-900">
        <CalendarDays aria-hidden="true" className="size-8 text-red-700" />
        {formatIsoDate(next.next_date)}
      </p>
      <p className="mt-1 text-slate-700">
        {t('bridgeMembership.mine.nextFor', { name: next.patient_first_name, city: next.hospital_city })}
      </p>
    </Card>
  );
}

function Invitations({ invitations }: { invitations: BridgeInvitation[] }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="bridge-invitations" className="flex flex-col gap-3">
      <h2 id="bridge-invitations" className="text-lg font-semibold text-slate-900">
        {t('bridgeMembership.mine.invitationsTitle')}
      </h2>
      <ul className="flex flex-col gap-3">
        {invitations.map((invitation) => (
          <InvitationItem key={invitation.plan_id} invitation={invitation} />
        ))}
      </ul>
    </Card>
  );
}

function InvitationItem({ invitation }: { invitation: BridgeInvitation }) {
  const { t } = useTranslation();
  const name = invitation.patient_first_name;
  // Accepted, the invitation leaves the list (and this item with it) before the answer is told.
  const accept = useAcceptInvitation({ success: () => t('bridgeMembership.mine.accepted', { name }) });
  const join = () => accept.mutate(invitation.plan_id);
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="bridge-invitation"
    >
      <p className="text-slate-800">
        {t('bridgeMembership.mine.invitationText', {
          name,
          group: invitation.blood_group,
          city: invitation.hospital_city,
        })}
      </p>
      {accept.isError && (
        <Alert tone="error">{errorMessage(accept.error, t, t('bridgeMembership.mine.acceptFailed'))}</Alert>
      )}
      <Button disabled={accept.isPending} onClick={join} className="shrink-0">
        {accept.isPending ? t('bridgeMembership.mine.accepting') : t('bridgeMembership.mine.accept')}
      </Button>
    </li>
  );
}
