import type { Role } from '@forkly/contracts';
import { clsx } from 'clsx';
import { Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { tabsForRole } from './dashboard-tabs';

interface DashboardSidebarProps {
  role: Role;
  username: string;
}

/** Tabs filtered by role; below 768 px they fold behind a menu button so the content gets the width. */
export function DashboardSidebar({ role, username }: DashboardSidebarProps) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const [open, setOpen] = useState(false);
  const navId = useId();

  return (
    <aside className="md:w-64 md:shrink-0">
      <div className="flex items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 md:block">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-stone-600">{t('signedInAs')}</p>
          <p className="truncate font-bold text-ink">{username}</p>
          <p className="mt-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{tc(`roles.${role}`)}</p>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={navId}
          aria-label={open ? t('closeMenu') : t('openMenu')}
          onClick={() => setOpen((v) => !v)}
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full ring-1 ring-stone-300 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 md:hidden"
        >
          {open ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
        </button>
      </div>
      <nav id={navId} aria-label={t('navLabel')} className={clsx('mt-3 md:sticky md:top-20 md:block', open ? 'block' : 'hidden')}>
        <ul className="space-y-1 rounded-2xl bg-white p-2 ring-1 ring-stone-200">
          {tabsForRole(role).map(({ section, to, labelKey, icon: Icon, end }) => (
            <li key={section}>
              <NavLink
                to={to}
                end={end}
                // Picking a tab on a phone should show the page, not keep the menu open above it.
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  clsx(
                    'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                    isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-stone-100',
                  )
                }
              >
                <Icon className="h-5 w-5" aria-hidden="true" />
                {t(`tabs.${labelKey}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
