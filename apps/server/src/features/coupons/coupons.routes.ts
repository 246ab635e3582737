import type { FastifyInstance } from 'fastify';
import { couponsEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { createCoupon, getCoupon, listCoupons, removeCoupon } from './coupon-admin.service';
import { checkCoupon } from './coupons.service';

/**
 * The promo code field of checkout (SPEC.md section 7: POST /coupon?coupon-number), and the
 * coupons dashboard: list, one, add, delete (ADMIN, SERVICE, RESTAURANT_ADMIN; scoped in the service).
 */
export async function couponsRoutes(app: FastifyInstance) {
  registerEndpoint(
    app,
    couponsEndpoints.checkCoupon,
    (request) =>
      checkCoupon(app.deps, {
        code: request.query['coupon-number'],
        customerId: caller(request).userId,
        restaurantId: request.body?.restaurantId ?? undefined,
      }),
    // Guessing codes one by one is slow on purpose.
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );
  registerEndpoint(app, couponsEndpoints.listCoupons, (request) => listCoupons(app.deps, { caller: caller(request), query: request.query }));
  registerEndpoint(app, couponsEndpoints.getCoupon, (request) => getCoupon(app.deps, { caller: caller(request), id: request.params.id }));
  registerEndpoint(app, couponsEndpoints.createCoupon, (request) => createCoupon(app.deps, { caller: caller(request), coupon: request.body }));
  registerEndpoint(app, couponsEndpoints.removeCoupon, (request) => removeCoupon(app.deps, { caller: caller(request), id: request.params.id }));
}
