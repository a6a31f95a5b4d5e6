import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The display name of a role; a role the web app does not know yet is shown as the server named it. */
export function useRoleLabel(): (role: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (role: string) => {
      if (role === 'Patient') return t('roles.Patient');
      if (role === 'Donor') return t('roles.Donor');
      if (role === 'BloodBankStaff') return t('roles.BloodBankStaff');
      if (role === 'Coordinator') return t('roles.Coordinator');
      if (role === 'Admin') return t('roles.Admin');
      return role === '' ? t('roles.unknown') : role;
    },
    [t],
  );
}
