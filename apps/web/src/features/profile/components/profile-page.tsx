import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { profileKeys, type SavedProfile } from '../api/profile-api.ts';
import { CompletionCard } from './completion-card.tsx';
import { LocationCard } from './location-card.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';

/**
 * /app/profile: view and edit modes, the completion card, and for donors the location
 * settings card. Medical details are the owner's alone: this page only ever shows one's own profile.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const { user, profile, profileStatus, setProfile, reloadProfile } = useAuth();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [notice, setNotice] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Back in view mode after editing, keyboard focus returns to the button that started it.
  useEffect(() => {
    if (mode === 'view' && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [mode]);

  function saved(result: SavedProfile) {
    setProfile(result.profile);
    void queryClient.invalidateQueries({ queryKey: profileKeys.all(result.profile.user_id) });
    setNotice(result.message ?? t('profile.updated'));
    returnFocus.current = true;
    setMode('view');
  }

  function locationSaved(result: SavedProfile) {
    setProfile(result.profile);
    void queryClient.invalidateQueries({ queryKey: profileKeys.completion(result.profile.user_id) });
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeader title={t('profile.title')}>
          <p className="text-slate-700">{t('profile.intro')}</p>
        </PageHeader>
        {profile && mode === 'view' && (
          <Button
            ref={editButton}
            className="shrink-0 self-start"
            onClick={() => {
              setNotice(null);
              setMode('edit');
            }}
          >
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
        <Card className="flex flex-col items-start gap-3">
          {profileStatus === 'error' ? (
            <>
              <Alert tone="error">{t('profile.loadFailed')}</Alert>
              <Button variant="secondary" onClick={() => void reloadProfile()}>
                {t('common.retry')}
              </Button>
            </>
          ) : (
            <p role="status" className="text-slate-700">
              {t('profile.loading')}
            </p>
          )}
        </Card>
      ) : (
        // One column on phones (completion, details, location); on wide screens the details fill the left.
        <div className="grid items-start gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
          <div className="lg:col-start-3 lg:row-start-1">
            <CompletionCard userId={profile.user_id} />
          </div>
          <div className="flex flex-col gap-6 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            {mode === 'edit' ? (
              <ProfileEditForm
                profile={profile}
                onSaved={saved}
                onCancel={() => {
                  returnFocus.current = true;
                  setMode('view');
                }}
              />
            ) : (
              <ProfileDetails profile={profile} />
            )}
          </div>
          {profile.user_type === 'Donor' && (
            <div className="lg:col-start-3 lg:row-start-2">
              <LocationCard profile={profile} onSaved={locationSaved} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
