import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProfileEditing } from '../hooks/use-profile-editing.ts';
import { CompletionCard } from './completion-card.tsx';
import { LocationCard } from './location-card.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { ProfileUnavailable } from './profile-unavailable.tsx';
import { ReferralCard } from './referral-card.tsx';

/**
 * /app/profile: view and edit modes, the completion card, and for donors the location
 * settings card and their invite link. Medical details are the owner's alone: this page only ever shows one's own profile.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const { user, profile, profileStatus, reloadProfile } = useAuth();
  const { mode, notice, editButton, startEditing, cancel, saved, locationSaved } = useProfileEditing();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeader title={t('profile.title')}>
          <p className="text-slate-700">{t('profile.intro')}</p>
        </PageHeader>
        {profile && mode === 'view' && (
          <Button ref={editButton} className="shrink-0 self-start" onClick={startEditing}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('profile.edit')}
          </Button>
        )}
      </div>

      {notice && mode === 'view' && (
        <Alert tone="success" data-testid="profile-notice">
          {notice}
        </Alert>
      )}

      {!profile || !user ? (
        <ProfileUnavailable status={profileStatus} onRetry={() => void reloadProfile()} />
      ) : (
        // One column on phones (completion, details, location); on wide screens the details fill the left.
        <div className="grid items-start gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
          <div className="lg:col-start-3 lg:row-start-1">
            <CompletionCard userId={profile.user_id} />
          </div>
          <div className="flex flex-col gap-6 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            {mode === 'edit' ? (
              <ProfileEditForm profile={profile} onSaved={saved} onCancel={cancel} />
            ) : (
              <ProfileDetails profile={profile} />
            )}
          </div>
          {profile.user_type === 'Donor' && (
            <div className="flex flex-col gap-6 lg:col-start-3 lg:row-start-2">
              <LocationCard profile={profile} onSaved={locationSaved} />
              <ReferralCard donorId={profile.user_id} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
