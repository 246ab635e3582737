/** A restaurant's own screens: coupons and settings (its branches are shared: lib/query-keys). */
export const restaurantAdminKeys = {
  coupons: () => ['restaurant-admin', 'coupons'] as const,
  couponList: <Q>(query: Q) => ['restaurant-admin', 'coupons', query] as const,
  settings: (restaurantId: number) => ['restaurant-admin', 'settings', restaurantId] as const,
};
