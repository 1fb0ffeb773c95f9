import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Button } from '@/components/Button';
import { AdminStaffSignOutDocument } from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { commonMessages } from '@/lib/common-messages';
import { useMessages } from '@/lib/i18n';
import { useSessionRefresh, useStaff } from '@/lib/session';
import { LanguagePicker } from './LanguagePicker';
import { areaMessages, areas } from './navigation';
import { mayOpen } from './RequireCapability';

/** The frame of every signed-in screen: a menu of the areas the role may use, and the screen. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useMessages(commonMessages);
  const areaName = useMessages(areaMessages);
  const me = useStaff();
  const refresh = useSessionRefresh();
  const [menuOpen, setMenuOpen] = useState(false);
  const visible = areas.filter((area) => mayOpen(me, area));
  const signOut = async () => {
    await adminRequest(AdminStaffSignOutDocument).catch(() => undefined);
    await refresh(null);
  };
  return (
    <div className="min-h-screen lg:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <header className="bg-slate-900 text-white lg:min-h-screen lg:w-60 lg:shrink-0">
        <div className="flex items-center justify-between p-4">
          <span className="text-lg font-semibold">{t('appName')}</span>
          <button
            type="button"
            className="rounded border border-slate-500 px-3 py-1 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {t('mainMenu')}
          </button>
        </div>
        <nav
          id="main-menu"
          aria-label={t('mainMenu')}
          className={`${menuOpen ? 'block' : 'hidden'} lg:block`}
        >
          <ul>
            {visible.map((area) => (
              <li key={area.key}>
                <NavLink
                  to={area.path}
                  end={area.path === '/'}
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) =>
                    `block px-4 py-2 outline-none hover:bg-slate-700 focus-visible:ring-2 focus-visible:ring-white ${isActive ? 'bg-slate-700 font-semibold' : ''}`
                  }
                >
                  {areaName(area.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-center justify-end gap-4 border-b border-slate-300 bg-white px-4 py-2 text-sm">
          <span>
            {t('signedInAs', {
              name: me.staff.name,
              role: t(`role.${me.staff.role}`),
            })}
            {me.staff.store_code ? ` · ${me.staff.store_code}` : ''}
          </span>
          <LanguagePicker />
          <Button onPress={() => void signOut()}>{t('signOut')}</Button>
        </div>
        <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none lg:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
