import type { PartnerType, Role } from './schemas/roles';

/** The six roles of SPEC.md section 6. */
export const ROLES = ['ADMIN', 'RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER', 'SERVICE', 'USER'] as const;

/** Roles that land on /dashboard after login (every role but USER). */
export const DASHBOARD_ROLES = ['ADMIN', 'RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER', 'SERVICE'] as const satisfies readonly Role[];

/** Partner request / registration types (SPEC.md section 6). */
export const PARTNER_TYPES = ['restaurant', 'courier', 'service'] as const;

export const REGISTRATION_TYPES = ['regular', ...PARTNER_TYPES] as const;

/** The role an invited account gets when it completes its registration. */
export const ROLE_OF_PARTNER_TYPE: Record<PartnerType, Role> = {
  restaurant: 'RESTAURANT_ADMIN',
  courier: 'COURIER',
  service: 'SERVICE',
};

/** SERVICE and ADMIN: the platform's staff, who see every order, ticket and restaurant. */
export const STAFF = ['ADMIN', 'SERVICE'] as const satisfies readonly Role[];

/** Whether a role is one of STAFF. */
export function isStaffRole(role: Role): boolean {
  return (STAFF as readonly Role[]).includes(role);
}

/** A restaurant's own accounts: its admin and its branches' logins. */
export const RESTAURANT_ROLES = ['RESTAURANT_ADMIN', 'RESTAURANT_BRANCH'] as const satisfies readonly Role[];

/** Whether a role is one of RESTAURANT_ROLES: the account runs a restaurant (or a branch) and its kitchen. */
export function isRestaurantRole(role: Role): boolean {
  return (RESTAURANT_ROLES as readonly Role[]).includes(role);
}

/** Who manages menus and extras (SPEC.md section 2): staff, and a restaurant's own accounts for its own. */
export const MENU_MANAGERS = [...STAFF, ...RESTAURANT_ROLES] as const satisfies readonly Role[];

/**
 * Who administers partner requests (SPEC.md section 2: Partner Requests is for ADMIN and SERVICE):
 * list and open them, review, sign off, decide, and send the invitation again.
 */
export const PARTNER_ADMINISTRATORS = STAFF;

/**
 * Who manages coupons (SPEC.md section 2; decision 008): staff every code, a RESTAURANT_ADMIN its
 * restaurant's. A branch has none. The endpoints, the dashboard's Coupons section and the server's
 * coupon scope (`access/coupon-scope.ts`) all read this group.
 */
export const COUPON_MANAGERS = [...STAFF, 'RESTAURANT_ADMIN'] as const satisfies readonly Role[];

/** Who raises support tickets: everyone but staff, who answer them (DESIGN.md section 6). */
export const TICKET_RAISERS = ['USER', 'COURIER', ...RESTAURANT_ROLES] as const satisfies readonly Role[];
