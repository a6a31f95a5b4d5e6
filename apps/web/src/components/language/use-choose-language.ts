import { isLanguage, type Language } from '@raktsetu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markLanguageSaved } from '../../i18n/device-language.ts';
import { setLanguage } from '../../i18n/index.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useToast } from '../../lib/toast-context.ts';
import { saveProfileLanguage } from './language-api.ts';

/**
 * What choosing a language does: the app turns to it once its texts have arrived, the device remembers it, and a
 * signed-in person's profile is updated so e-mails, notices and CareBot follow. A choice made signed out (or whose
 * save failed) stays marked unsaved and reaches the profile at the next sign-in (ProfileLanguageSync).
 */
export function useChooseLanguage() {
  const { t, i18n } = useTranslation();
  const { user, setProfile } = useAuth();
  const toast = useToast();
  const [choosing, setChoosing] = useState<Language | null>(null);
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';

  const choose = async (language: Language) => {
    if (language === current) return;
    setChoosing(language);
    try {
      await setLanguage(language, { unsaved: true });
    } catch {
      toast.show({ tone: 'error', message: t('language.loadFailed') });
      return;
    } finally {
      setChoosing(null);
    }
    if (!user) return;
    try {
      const saved = await saveProfileLanguage(language);
      markLanguageSaved();
      setProfile(saved);
    } catch {
      // Still marked unsaved on this device: the next profile load saves it. Said in the new language (this
      // render's `t` is fixed to the old one).
      toast.show({ tone: 'info', message: i18n.t('language.saveFailed') });
    }
  };

  return { current, choosing, choose };
}
