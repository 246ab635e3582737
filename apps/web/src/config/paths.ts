/** Every route path of SPEC.md section 2, in one typed place (STYLE.md 9). */
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
      basic: (type: string = 'regular', code?: string) => registerPath('', type, code),
      address: (type: string, code?: string) => registerPath('/address', type, code),
      loginInfo: (type: string, code?: string) => registerPath('/login-info', type, code),
      success: '/auth/register/success',
    },
  },
  details: {
    root: '/details',
    menu: (id: number | string) => `/details/menu/${id}`,
    reviewOrder: (restaurantId: number | string, orderId: number | string) => `/details/menu/revieworder/${restaurantId}/${orderId}`,
    checkout: (restaurantId: number | string) => `/details/checkout/${restaurantId}`,
    success: '/details/success',
    cancel: '/details/cancel',
    profile: '/details/user-profile',
    profileOrders: '/details/user-profile/orders',
    profileOrder: (id: number | string) => `/details/user-profile/orders/${id}`,
    profileSupport: '/details/user-profile/support',
    profileTickets: '/details/user-profile/support/tickets',
  },
  dashboard: {
    root: '/dashboard',
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

/**
 * Registration links of SPEC.md section 2: regular sign-up omits the code; a space in a code (a
 * '+' decoded by a mail client or the URL parser) is turned back into a plus sign.
 */
function registerPath(step: string, type: string, code?: string): string {
  const params = new URLSearchParams({ type });
  if (type !== 'regular' && code) params.set('verificationcode', restorePlus(code));
  return `/auth/register${step}?${params.toString()}`;
}

export function restorePlus(code: string): string {
  return code.replace(/ /g, '+');
}
