import { useEffect } from 'react';
import { hasUnsavedLanguage, markLanguageSaved, storedLanguage } from '../../i18n/device-language.ts';
import { currentLanguage, setLanguage } from '../../i18n/index.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { saveProfileLanguage } from './language-api.ts';

/**
 * Keeps the app's language and the signed-in person's profile together, each time the profile loads (sign-in, a
 * new visit): a language chosen on this device and not yet saved (chosen signed out, or its save failed) is saved
 * to the profile; otherwise the profile's language is shown, since the person chose it (perhaps on another device).
 * Renders nothing; mounted once inside the session (app/providers.tsx).
 */
export function ProfileLanguageSync() {
  const { user, profile, setProfile } = useAuth();
  const userId = user?.id;
  const preferred = profile?.preferred_language;

  useEffect(() => {
    if (!userId || !preferred) return;
    let active = true;
    const device = storedLanguage() ?? currentLanguage();
    if (hasUnsavedLanguage()) {
      if (device === preferred) markLanguageSaved();
      else
        saveProfileLanguage(device).then(
          (saved) => {
            markLanguageSaved();
            if (active) setProfile(saved);
          },
          () => {
            // Stays unsaved on this device; the next profile load tries again.
          },
        );
    } else if (currentLanguage() !== preferred) {
      setLanguage(preferred, { unsaved: false }).catch(() => {
        // Its texts could not load (offline): the app stays in the language it is in.
      });
    }
    return () => {
      active = false;
    };
  }, [userId, preferred, setProfile]);

  return null;
}
