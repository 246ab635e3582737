import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../../config/paths';

const TABS = [
  { to: paths.details.profile, label: 'tabs.general', end: true },
  { to: paths.details.profileOrders, label: 'tabs.orders', end: false },
  { to: paths.details.profileSupport, label: 'tabs.support', end: false },
] as const;

/**
 * /details/user-profile: General, Orders and Support. The customer-area guard around it already
 * sends visitors to login and other roles away (USER only, SPEC.md section 2).
 */
export function Component() {
  const { t } = useTranslation('account');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6">
      <nav aria-label={t('tabs.label')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-1 border-b border-stone-200">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  clsx(
                    '-mb-px inline-flex h-11 items-center border-b-2 px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700',
                    isActive ? 'border-brand-700 text-brand-700' : 'border-transparent text-stone-700 hover:text-ink',
                  )
                }
              >
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
