import { clsx } from 'clsx';
import { Menu, Siren, X } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../components/language/language-switcher.tsx';
import { BrandLink } from '../../components/layout/brand-link.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { homePathFor, navLinksFor } from './nav-links.ts';
import { UserMenu } from './user-menu.tsx';

type OpenMenu = 'notifications' | 'user' | 'mobile' | null;

const desktopLinkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    // One line per link: a two-word label wrapping made the bar look broken. A patient's six links need 1280 px,
    // so narrower screens (small laptops too) get the menu button instead of a bar that runs off the edge.
    'flex h-10 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap',
    isActive ? 'bg-red-50 text-red-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

const mobileLinkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex min-h-12 items-center rounded-lg px-3 text-base font-medium',
    isActive ? 'bg-red-50 text-red-800' : 'text-slate-800 hover:bg-slate-100',
  );

/**
 * The signed-in navigation bar (blood-bank staff get their own links and no SOS button). One menu is open at a time; clicking the overlay, pressing Escape
 * or changing page closes it.
 */
export function AppNavbar() {
  const { t } = useTranslation();
  const { openMenu, closeAll, toggle } = useOpenMenu();
  const mobileMenuId = useId();
  const role = useAuth().user?.userType;

  return (
    <>
      {openMenu !== null && (
        <div
          data-testid="menu-overlay"
          aria-hidden="true"
          onClick={closeAll}
          className="fixed inset-0 z-20 bg-slate-900/10"
        />
      )}
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
          <div className="flex items-center gap-6">
            <BrandLink to={homePathFor(role)} />
            <DesktopNav role={role} />
          </div>
          <div className="flex items-center gap-1 sm:gap-2">
            {/* Patients send an SOS; donors learn how they are alerted. Nobody else raises requests. */}
            {(role === 'Patient' || role === 'Donor') && (
              <ButtonLink
                to="/app/sos"
                size="sm"
                variant="danger"
                aria-label={t('nav.sosLabel')}
                className="px-2.5 sm:px-3"
              >
                <Siren aria-hidden="true" className="size-4" />
                <span>{t('nav.sos')}</span>
              </ButtonLink>
            )}
            {/* On phones the switcher is in the account menu, where there is room for it. */}
            <LanguageSwitcher className="hidden sm:flex" iconOnlyOnLaptops />
            <NotificationBell
              open={openMenu === 'notifications'}
              onToggle={() => toggle('notifications')}
              onNavigate={closeAll}
            />
            <UserMenu open={openMenu === 'user'} onToggle={() => toggle('user')} onNavigate={closeAll} />
            <MobileMenuToggle open={openMenu === 'mobile'} menuId={mobileMenuId} onToggle={() => toggle('mobile')} />
          </div>
        </div>
        {openMenu === 'mobile' && <MobileNav id={mobileMenuId} role={role} onNavigate={closeAll} />}
      </header>
    </>
  );
}

/** Which menu is open; changing page closes it, and Escape closes it and gives focus back to its toggle. */
function useOpenMenu() {
  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const { pathname } = useLocation();

  const closeAll = useCallback(() => setOpenMenu(null), []);
  const toggle = (menu: Exclude<OpenMenu, null>) => setOpenMenu((current) => (current === menu ? null : menu));

  useEffect(() => setOpenMenu(null), [pathname]);

  useEffect(() => {
    if (openMenu === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const toggleButton = document.querySelector<HTMLElement>(`[data-menu-toggle="${openMenu}"]`);
      setOpenMenu(null);
      toggleButton?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openMenu]);

  return { openMenu, closeAll, toggle };
}

function DesktopNav({ role }: { role: string | undefined }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.mainLabel')} className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {navLinksFor(role).map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={desktopLinkClasses}>
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MobileMenuToggle({ open, menuId, onToggle }: { open: boolean; menuId: string; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={open ? menuId : undefined}
      aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
      data-menu-toggle="mobile"
      className="flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 xl:hidden"
    >
      {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
    </button>
  );
}

function MobileNav({ id, role, onNavigate }: { id: string; role: string | undefined; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <nav id={id} aria-label={t('nav.mobileMenuLabel')} className="border-t border-slate-200 bg-white xl:hidden">
      <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-3 py-3 sm:px-6">
        {navLinksFor(role).map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} onClick={onNavigate} className={mobileLinkClasses}>
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
