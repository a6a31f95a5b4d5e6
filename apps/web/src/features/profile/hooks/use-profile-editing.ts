import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { profileKeys, type SavedProfile } from '../api/profile-api.ts';

/**
 * The profile page's view/edit switch: what a save does to the session's profile and the cached queries, the
 * notice it leaves, and where keyboard focus goes when editing ends.
 */
export function useProfileEditing() {
  const { t } = useTranslation();
  const { setProfile } = useAuth();
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

  function startEditing() {
    setNotice(null);
    setMode('edit');
  }

  function cancel() {
    returnFocus.current = true;
    setMode('view');
  }

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

  return { mode, notice, editButton, startEditing, cancel, saved, locationSaved };
}
