import { createBrowserRouter, type RouteObject } from 'react-router';
import { sharedStoresHydrated } from '../stores/shared-stores-hydrated';
import { whenHydrated } from '../stores/stored-state';
import { dashboardSection } from './route-helpers';

const signupStoreHydrated = () => import('../stores/signup-store').then(({ useSignupStore }) => whenHydrated(useSignupStore));

/** Every route of SPEC.md section 2. Pages load lazily, so each route ships only its own code. */
export const routes: RouteObject[] = [
  {
    path: '/',
    // Stored state is checked against its schemas before the first page renders (decision 024).
    lazy: () => Promise.all([import('./layouts/root-layout'), sharedStoresHydrated()]).then(([layout]) => layout),
    children: [
      { index: true, lazy: () => import('../features/landing/routes/landing') },
      { path: 'ss', lazy: () => import('../features/maps/routes/map-demo') },
      { path: 'all-restaurants', lazy: () => import('../features/restaurants/routes/all-restaurants') },
      { path: 'legal', lazy: () => import('../features/legal/routes/legal') },
      {
        path: 'auth',
        lazy: () => import('../features/auth/routes/auth-layout'),
        children: [
          { index: true, lazy: () => import('../features/auth/routes/login') },
          { path: 'admin', lazy: () => import('../features/auth/routes/admin-login') },
          { path: '2fa', lazy: () => import('../features/auth/routes/two-factor') },
          { path: 'verify', lazy: () => import('../features/auth/routes/verify') },
          { path: 'forgot-password', lazy: () => import('../features/auth/routes/forgot-password') },
          { path: 'partner', lazy: () => import('../features/partners/routes/become-partner') },
          {
            path: 'register',
            lazy: () => Promise.all([import('../features/auth/routes/register-layout'), signupStoreHydrated()]).then(([layout]) => layout),
            children: [
              { index: true, lazy: () => import('../features/auth/routes/register-basic') },
              { path: 'address', lazy: () => import('../features/auth/routes/register-address') },
              { path: 'login-info', lazy: () => import('../features/auth/routes/register-login-info') },
              { path: 'success', lazy: () => import('../features/auth/routes/register-success') },
            ],
          },
        ],
      },
      {
        path: 'details',
        lazy: () => import('./guards/customer-area'),
        children: [
          { index: true, lazy: () => import('../features/restaurants/routes/restaurant-list') },
          { path: 'menu/:id', lazy: () => import('../features/restaurants/routes/restaurant-menu') },
          { path: 'menu/revieworder/:resID/:id', lazy: () => import('../features/orders/routes/review-order') },
          {
            lazy: () => import('./guards/require-login'),
            children: [
              { path: 'checkout/:restaurantId', lazy: () => import('../features/checkout/routes/checkout') },
              { path: 'success', lazy: () => import('../features/checkout/routes/success') },
              { path: 'cancel', lazy: () => import('../features/checkout/routes/cancel') },
            ],
          },
          {
            path: 'user-profile',
            lazy: () => import('../features/account/routes/user-profile-layout'),
            children: [
              { index: true, lazy: () => import('../features/account/routes/general-profile') },
              { path: 'orders', lazy: () => import('../features/order-tracking/routes/customer-orders') },
              { path: 'orders/:id', lazy: () => import('../features/order-tracking/routes/customer-order') },
              { path: 'support', lazy: () => import('../features/tickets/routes/support') },
              { path: 'support/tickets', lazy: () => import('../features/tickets/routes/support-tickets') },
            ],
          },
        ],
      },
      {
        path: 'dashboard',
        lazy: () => import('./guards/require-login'),
        children: [
          {
            lazy: () => import('../features/dashboard/routes/dashboard-layout'),
            children: [
              { index: true, ...dashboardSection('home', () => import('../features/dashboard/routes/dashboard-home')) },
              { path: 'profile-details', ...dashboardSection('profileDetails', () => import('../features/account/routes/dashboard-profile')) },
              { path: 'tickets', ...dashboardSection('tickets', () => import('../features/tickets/routes/dashboard-tickets')) },
              { path: 'orders', ...dashboardSection('orders', () => import('../features/dashboard-orders/routes/dashboard-orders')) },
              { path: 'menus', ...dashboardSection('menus', () => import('../features/catalogue-admin/routes/dashboard-menus')) },
              { path: 'extras', ...dashboardSection('extras', () => import('../features/catalogue-admin/routes/dashboard-extras')) },
              { path: 'branches', ...dashboardSection('branches', () => import('../features/restaurant-admin/routes/dashboard-branches')) },
              { path: 'branches/:id', ...dashboardSection('branches', () => import('../features/restaurant-admin/routes/branch-settings')) },
              { path: 'coupons', ...dashboardSection('coupons', () => import('../features/restaurant-admin/routes/dashboard-coupons')) },
              { path: 'partners', ...dashboardSection('partners', () => import('../features/partner-admin/routes/dashboard-partners')) },
              { path: 'audit', ...dashboardSection('audit', () => import('../features/platform-records/routes/dashboard-audit')) },
              { path: 'outbox', ...dashboardSection('outbox', () => import('../features/platform-records/routes/dashboard-outbox')) },
              { path: 'jobs', ...dashboardSection('jobs', () => import('../features/platform-records/routes/dashboard-jobs')) },
              { path: 'promises', ...dashboardSection('promises', () => import('../features/delivery-promises/routes/dashboard-promises')) },
              { path: 'operations', ...dashboardSection('operations', () => import('../features/operations-board/routes/dashboard-operations')) },
              { path: 'performance', ...dashboardSection('performance', () => import('../features/restaurant-performance/routes/dashboard-performance')) },
              {
                path: 'restaurant-performance',
                ...dashboardSection('restaurantPerformance', () => import('../features/restaurant-performance/routes/dashboard-restaurant-performance')),
              },
              { path: 'users', ...dashboardSection('users', () => import('../features/user-admin/routes/users-list')) },
              {
                path: 'users/:id',
                ...dashboardSection('users', () => import('../features/user-admin/routes/user-layout')),
                children: [
                  { index: true, lazy: () => import('../features/user-admin/routes/user-orders') },
                  { path: 'support', lazy: () => import('../features/user-admin/routes/user-support') },
                  { path: 'settings', lazy: () => import('../features/user-admin/routes/user-settings') },
                ],
              },
              { path: 'services', ...dashboardSection('services', () => import('../features/staff-admin/routes/dashboard-services')) },
              { path: 'services/:id', ...dashboardSection('services', () => import('../features/staff-admin/routes/service-member')) },
              {
                path: 'couriers',
                ...dashboardSection('couriers', () => import('../features/courier-admin/routes/couriers-layout')),
                children: [
                  { index: true, lazy: () => import('../features/courier-admin/routes/courier-list') },
                  { path: 'online', lazy: () => import('../features/courier-admin/routes/couriers-online') },
                ],
              },
              { path: 'couriers/:id', ...dashboardSection('couriers', () => import('../features/courier-admin/routes/courier-detail')) },
              { path: 'restaurants', ...dashboardSection('restaurants', () => import('../features/restaurant-directory/routes/restaurant-directory')) },
              {
                path: 'restaurants/:id',
                ...dashboardSection('restaurants', () => import('../features/restaurant-directory/routes/restaurant-layout')),
                children: [
                  { index: true, lazy: () => import('../features/restaurant-directory/routes/restaurant-branches') },
                  { path: 'menus', lazy: () => import('../features/restaurant-directory/routes/restaurant-menus') },
                  { path: 'extras', lazy: () => import('../features/restaurant-directory/routes/restaurant-extras') },
                  { path: 'coupons', lazy: () => import('../features/restaurant-directory/routes/restaurant-coupons') },
                  { path: 'settings', lazy: () => import('../features/restaurant-directory/routes/restaurant-settings') },
                ],
              },
              // An unknown dashboard path stays in the dashboard's shell, with the way back to its home.
              { path: '*', lazy: () => import('../features/errors/routes/not-found') },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('../features/errors/routes/not-found') },
    ],
  },
];

/**
 * Issue 10: react-router keys the entry a page was loaded into as 'default', whatever its URL, and
 * <ScrollRestoration> keeps scroll positions by that key. So a URL typed after scrolling another
 * directly loaded page opened at that page's position (a dashboard at its footer on a phone). Giving
 * that entry a key of its own, as react-router's framework mode does, makes a new page start at the
 * top while a reload or back/forward still finds the entry's own position (history.state survives).
 */
export function keyTheLoadedEntry() {
  const state = window.history.state as { key?: unknown } | null;
  if (typeof state?.key === 'string' && state.key) return;
  window.history.replaceState({ ...state, key: Math.random().toString(36).slice(2, 10) }, '');
}

export function createRouter() {
  keyTheLoadedEntry();
  return createBrowserRouter(routes);
}
