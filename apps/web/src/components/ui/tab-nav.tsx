import { clsx } from 'clsx';
import { NavLink } from 'react-router';

export interface Tab {
  to: string;
  /** Already translated. */
  label: string;
  /** Match the path exactly (an index tab), not as a prefix. */
  end?: boolean;
}

/**
 * A page's sub-routes as a row of links (the profile, a person, a restaurant, the couriers):
 * underlined when current, scrolling sideways on a narrow phone rather than wrapping.
 */
export function TabNav({ label, tabs }: { label: string; tabs: Tab[] }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1 border-b border-stone-200">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                clsx(
                  // The row scrolls sideways, which also cuts off anything drawn outside it: the ring is inset.
                  '-mb-px inline-flex h-11 items-center border-b-2 px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700',
                  isActive ? 'border-brand-700 text-brand-700' : 'border-transparent text-stone-700 hover:text-ink',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
