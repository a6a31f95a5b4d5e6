import type { BridgeInvitePreview } from '@raktsetu/shared';
import { CalendarClock, Droplet, HeartHandshake, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useInvitePreview, useJoinBridge } from '../api/bridge-membership-api.ts';

/**
 * /app/bridge/join/:code, for any signed-in user (a guest is sent to sign in and back by the /app guard): the
 * invitation a patient shared — the patient's first name, group, hospital city and how often — what joining
 * means, and Join for a donor whose blood can be given. Nothing else about the patient is shown here.
 */
export function JoinBridgePage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const preview = useInvitePreview(code);
  useDocumentTitle(
    preview.data
      ? t('bridgeMembership.join.title', { name: preview.data.patient_first_name })
      : t('bridgeMembership.join.loading'),
  );

  if (preview.isPending) return <LoadingScreen message={t('bridgeMembership.join.loading')} />;
  if (preview.isError) {
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4">
        <PageHeader title={t('bridgeMembership.join.notFound')} />
        <Alert tone="error" data-testid="join-error">
          {errorMessage(preview.error, t, t('bridgeMembership.join.notFound'))}
        </Alert>
        <ButtonLink to="/app/dashboard" variant="secondary" className="self-start">
          {t('bridgeMembership.join.home')}
        </ButtonLink>
      </div>
    );
  }
  return <InvitationView code={code} preview={preview.data} />;
}

function InvitationView({ code, preview }: { code: string; preview: BridgeInvitePreview }) {
  const { t } = useTranslation();
  const name = preview.patient_first_name;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <PageHeader title={t('bridgeMembership.join.title', { name })}>
        <p className="text-slate-700">{t('bridgeMembership.join.intro', { name })}</p>
      </PageHeader>
      <Card as="section" className="flex flex-col gap-3" data-testid="invite-summary">
        <Fact icon={<Droplet aria-hidden="true" className="size-5 text-red-700" />}>
          {t('bridgeMembership.join.group')}: <strong>{preview.blood_group}</strong>
        </Fact>
        <Fact icon={<MapPin aria-hidden="true" className="size-5 text-slate-600" />}>
          {t('bridgeMembership.join.city')}: <strong>{preview.hospital_city}</strong>
        </Fact>
        <Fact icon={<CalendarClock aria-hidden="true" className="size-5 text-slate-600" />}>
          {t('bridgeMembership.join.howOften')}:{' '}
          <strong>
            {t('bridgeMembership.join.every', {
              days: preview.interval_days,
              units: preview.units_per_transfusion,
            })}
          </strong>
        </Fact>
      </Card>
      {/* Who cannot join reads why at once, not below the whole explanation (on a phone that is off screen). */}
      {!preview.can_give && <JoinAction code={code} preview={preview} />}
      <Card as="section" aria-labelledby="join-means" className="flex flex-col gap-2">
        <h2 id="join-means" className="text-lg font-semibold text-slate-900">
          {t('bridgeMembership.join.meansTitle')}
        </h2>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-slate-700">
          <li>{t('bridgeMembership.join.meansAsked')}</li>
          <li>{t('bridgeMembership.join.meansInterval')}</li>
          <li>{t('bridgeMembership.join.meansLeave')}</li>
          <li>{t('bridgeMembership.join.meansPrivacy')}</li>
        </ul>
      </Card>
      {preview.can_give && <JoinAction code={code} preview={preview} />}
    </div>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 text-slate-800">
      {icon}
      <span>{children}</span>
    </p>
  );
}

/** What the viewer can do: join, or why not (already in, not a donor, a group that does not match). */
function JoinAction({ code, preview }: { code: string; preview: BridgeInvitePreview }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const join = useJoinBridge(code);
  const name = preview.patient_first_name;
  const seeBridges = (
    <ButtonLink to="/app/bridges" variant="secondary" className="self-start">
      {t('bridgeMembership.join.seeBridges')}
    </ButtonLink>
  );

  if (join.isSuccess || preview.already_member) {
    return (
      <div className="flex flex-col gap-3" data-testid="join-done">
        <Alert tone="success">
          {join.isSuccess ? t('bridgeMembership.join.joined', { name }) : t('bridgeMembership.join.alreadyMember')}
        </Alert>
        {seeBridges}
      </div>
    );
  }
  if (user?.userType !== 'Donor') {
    return (
      <Alert tone="info" data-testid="join-not-donor">
        {t('bridgeMembership.join.notDonor')}
      </Alert>
    );
  }
  if (!preview.can_give) {
    return (
      <Alert tone="info" data-testid="join-cannot-give">
        {t('bridgeMembership.join.cannotGive', { name })}
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {join.isError && (
        <Alert tone="error" data-testid="join-failed">
          {errorMessage(join.error, t, t('bridgeMembership.join.failed'))}
        </Alert>
      )}
      <Button size="lg" fullWidth disabled={join.isPending} onClick={() => join.mutate()} className="sm:w-auto">
        <HeartHandshake aria-hidden="true" className="size-5" />
        {join.isPending ? t('bridgeMembership.join.joining') : t('bridgeMembership.join.joinButton')}
      </Button>
    </div>
  );
}
