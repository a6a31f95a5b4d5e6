import { ChevronDown, CircleHelp, LogOut, Settings, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/language/language-switcher.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useRoleLabel } from '../use-role-label.ts';

export interface UserMenuProps {
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

const itemClasses =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:cursor-wait disabled:opacity-70';

/** Account menu: My Profile, Settings, Help & Support and Sign Out. */
export function UserMenu({ open, onToggle, onNavigate }: UserMenuProps) {
  const { t } = useTranslation();
  const { user, signOut, isSigningOut } = useAuth();
  const roleLabel = useRoleLabel();
  const panelId = useId();
  const role = roleLabel(user?.userType ?? '');

  return (
    <div className="relative">
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('nav.accountMenu')}
        data-menu-toggle="user"
        className="flex h-10 items-center gap-1.5 rounded-lg px-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-red-100 text-red-800">
          <UserRound aria-hidden="true" className="size-5" />
        </span>
        <span className="hidden text-sm font-medium sm:inline">{role}</span>
        <ChevronDown aria-hidden="true" className="hidden size-4 sm:block" />
      </button>
      {open && (
        <div
          id={panelId}
          className="fixed inset-x-4 top-16 z-50 rounded-xl border border-slate-200 bg-white p-2 shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-64"
        >
          <p className="px-3 py-2 text-sm text-slate-600">{t('nav.signedInAs', { role })}</p>
          <ul className="flex flex-col border-t border-slate-200 pt-2">
            <li>
              <Link to="/app/profile" onClick={onNavigate} className={itemClasses}>
                <UserRound aria-hidden="true" className="size-4 text-slate-500" />
                {t('nav.myProfile')}
              </Link>
            </li>
            <li>
              <Link to="/app/settings" onClick={onNavigate} className={itemClasses}>
                <Settings aria-hidden="true" className="size-4 text-slate-500" />
                {t('nav.settings')}
              </Link>
            </li>
            <li>
              <Link to="/app/help" onClick={onNavigate} className={itemClasses}>
                <CircleHelp aria-hidden="true" className="size-4 text-slate-500" />
                {t('nav.help')}
              </Link>
            </li>
            <li className="mt-2 border-t border-slate-200 pt-2 sm:hidden">
              <LanguageSwitcher variant="menu" />
            </li>
            <li className="mt-2 border-t border-slate-200 pt-2">
              <button
                type="button"
                onClick={() => void signOut()}
                disabled={isSigningOut}
                aria-busy={isSigningOut || undefined}
                className={`${itemClasses} text-red-800 hover:bg-red-50`}
              >
                <LogOut aria-hidden="true" className="size-4" />
                {isSigningOut ? t('nav.signingOut') : t('nav.signOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
