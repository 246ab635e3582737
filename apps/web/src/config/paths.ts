import { pagePaths } from '@forkly/contracts';

/**
 * Every route path of SPEC.md section 2, in one typed place (STYLE.md 9). The pages the server
 * addresses too come from `pagePaths` in contracts, so both sides spell them alike.
 */
export const paths = {
  home: '/',
  mapDemo: '/ss',
  allRestaurants: '/all-restaurants',
  legal: '/legal',
  auth: {
    login: '/auth',
    adminLogin: '/auth/admin',
    twoFactor: (username: string) => `/auth/2fa?username=${encodeURIComponent(username)}`,
    verify: '/auth/verify',
    forgotPassword: '/auth/forgot-password',
    partner: (type: 'restaurant' | 'courier' | 'service' = 'restaurant') => `/auth/partner?type=${type}`,
    register: {
      basic: (type: string = 'regular', code?: string) => pagePaths.register('', type, code && restorePlus(code)),
      address: (type: string, code?: string) => pagePaths.register('/address', type, code && restorePlus(code)),
      loginInfo: (type: string, code?: string) => pagePaths.register('/login-info', type, code && restorePlus(code)),
      success: '/auth/register/success',
    },
  },
  details: {
    root: pagePaths.restaurants,
    menu: pagePaths.menu,
    reviewOrder: (restaurantId: number | string, orderId: number | string) => `/details/menu/revieworder/${restaurantId}/${orderId}`,
    checkout: pagePaths.checkout,
    paymentSuccess: pagePaths.paymentSuccess,
    paymentCancel: pagePaths.paymentCancel,
    profile: '/details/user-profile',
    profileOrders: pagePaths.customerOrders,
    profileOrder: (id: number | string) => `/details/user-profile/orders/${id}`,
    profileSupport: '/details/user-profile/support',
    profileTickets: '/details/user-profile/support/tickets',
  },
  dashboard: {
    root: pagePaths.dashboard,
    profile: '/dashboard/profile-details',
    restaurants: '/dashboard/restaurants',
    restaurant: (id: number | string) => `/dashboard/restaurants/${id}`,
    restaurantMenus: (id: number | string) => `/dashboard/restaurants/${id}/menus`,
    restaurantExtras: (id: number | string) => `/dashboard/restaurants/${id}/extras`,
    restaurantCoupons: (id: number | string) => `/dashboard/restaurants/${id}/coupons`,
    restaurantSettings: (id: number | string) => `/dashboard/restaurants/${id}/settings`,
    partners: '/dashboard/partners',
    branches: '/dashboard/branches',
    branch: (id: number | string) => `/dashboard/branches/${id}`,
    users: '/dashboard/users',
    user: (id: number | string) => `/dashboard/users/${id}`,
    userSupport: (id: number | string) => `/dashboard/users/${id}/support`,
    userSettings: (id: number | string) => `/dashboard/users/${id}/settings`,
    services: '/dashboard/services',
    service: (id: number | string) => `/dashboard/services/${id}`,
    couriers: '/dashboard/couriers',
    couriersOnline: '/dashboard/couriers/online',
    courier: (id: number | string) => `/dashboard/couriers/${id}`,
    coupons: '/dashboard/coupons',
    menus: '/dashboard/menus',
    extras: '/dashboard/extras',
    tickets: '/dashboard/tickets',
    orders: '/dashboard/orders',
    audit: '/dashboard/audit',
    outbox: '/dashboard/outbox',
    jobs: '/dashboard/jobs',
    promises: '/dashboard/promises',
    operations: '/dashboard/operations',
    performance: '/dashboard/performance',
    restaurantPerformance: '/dashboard/restaurant-performance',
  },
} as const;

/** A space in a code (a '+' decoded by a mail client or the URL parser) is turned back into a plus sign. */
export function restorePlus(code: string): string {
  return code.replace(/ /g, '+');
}
