import type { Role } from '@forkly/contracts';
import { canOpenSection, ticketsTabLabel, type DashboardSection } from '@forkly/domain';
import {
  Bike,
  Building2,
  CircleUserRound,
  Handshake,
  History,
  House,
  ListRestart,
  Timer,
  Activity,
  Gauge,
  Radar,
  Mail,
  MessageSquare,
  Package,
  PackagePlus,
  Percent,
  Store,
  Ticket,
  UserCog,
  UsersRound,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '../../../config/paths';

export interface DashboardTab {
  section: DashboardSection;
  to: string;
  /** Key under dashboard:tabs. */
  labelKey: string;
  icon: LucideIcon;
  /** Match the path exactly (home), not as a prefix. */
  end?: boolean;
}

const TABS: DashboardTab[] = [
  { section: 'home', to: paths.dashboard.root, labelKey: 'home', icon: House, end: true },
  { section: 'profileDetails', to: paths.dashboard.profile, labelKey: 'profileDetails', icon: CircleUserRound },
  { section: 'restaurants', to: paths.dashboard.restaurants, labelKey: 'restaurants', icon: Store },
  { section: 'partners', to: paths.dashboard.partners, labelKey: 'partners', icon: Handshake },
  { section: 'branches', to: paths.dashboard.branches, labelKey: 'branches', icon: Building2 },
  { section: 'users', to: paths.dashboard.users, labelKey: 'users', icon: UsersRound },
  { section: 'services', to: paths.dashboard.services, labelKey: 'services', icon: UserCog },
  { section: 'couriers', to: paths.dashboard.couriers, labelKey: 'couriers', icon: Bike },
  { section: 'coupons', to: paths.dashboard.coupons, labelKey: 'coupons', icon: Percent },
  { section: 'menus', to: paths.dashboard.menus, labelKey: 'menus', icon: UtensilsCrossed },
  { section: 'extras', to: paths.dashboard.extras, labelKey: 'extras', icon: PackagePlus },
  { section: 'tickets', to: paths.dashboard.tickets, labelKey: 'tickets', icon: Ticket },
  { section: 'orders', to: paths.dashboard.orders, labelKey: 'orders', icon: Package },
  { section: 'operations', to: paths.dashboard.operations, labelKey: 'operations', icon: Radar },
  { section: 'performance', to: paths.dashboard.performance, labelKey: 'performance', icon: Gauge },
  { section: 'promises', to: paths.dashboard.promises, labelKey: 'promises', icon: Timer },
  { section: 'restaurantPerformance', to: paths.dashboard.restaurantPerformance, labelKey: 'restaurantPerformance', icon: Activity },
  { section: 'audit', to: paths.dashboard.audit, labelKey: 'audit', icon: History },
  { section: 'outbox', to: paths.dashboard.outbox, labelKey: 'outbox', icon: Mail },
  { section: 'jobs', to: paths.dashboard.jobs, labelKey: 'jobs', icon: ListRestart },
];

/**
 * The sidebar tabs a role sees: the same table as the route guards (DASHBOARD_SECTIONS), so a tab
 * is never shown for a page that would refuse the person. Couriers see tickets as Messages.
 */
export function tabsForRole(role: Role): DashboardTab[] {
  return TABS.filter((tab) => canOpenSection(role, tab.section)).map((tab) =>
    tab.section === 'tickets' && ticketsTabLabel(role) === 'messages' ? { ...tab, labelKey: 'messages', icon: MessageSquare } : tab,
  );
}
