import { useEffect } from 'react';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { saveCard } from '../../lib/offline/saved-data.ts';

/** Keeps the signed-in person's card on the phone each time their profile arrives or changes (saved-data.ts). */
export function KeepSavedCard() {
  const { profile } = useAuth();
  useEffect(() => {
    if (profile) saveCard(profile);
  }, [profile]);
  return null;
}
