import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { couponCheckRequestSchema, couponCheckSchema, couponListQuerySchema, couponPageSchema, couponQuerySchema, couponSchema, createCouponSchema, idParamsSchema } from '@forkly/contracts/schemas';
import { noContentSchema } from '../../lib/no-content';
import { caller } from '../../plugins/auth';
import { createCoupon, getCoupon, listCoupons, removeCoupon } from './coupon-admin.service';
import { checkCoupon } from './coupons.service';

const noBody = z.strictObject({}).nullish();

/**
 * The promo code field of checkout (SPEC.md section 7: POST /coupon?coupon-number), and the
 * coupons dashboard: list, one, add, delete (ADMIN, SERVICE, RESTAURANT_ADMIN; scoped in the service).
 */
export async function couponsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['coupons'], security: [{ bearer: [] }] };

  r.post(
    '/coupon',
    {
      schema: { ...secured, querystring: couponQuerySchema, body: couponCheckRequestSchema, response: { 200: couponCheckSchema } },
      // Guessing codes one by one is slow on purpose.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => checkCoupon(app.deps, { code: request.query['coupon-number'], restaurantId: request.body?.restaurantId ?? undefined }),
  );

  r.get('/coupons', { schema: { ...secured, querystring: couponListQuerySchema, response: { 200: couponPageSchema } } }, async (request) =>
    listCoupons(app.deps, caller(request), request.query),
  );

  r.get('/coupons/:id', { schema: { ...secured, params: idParamsSchema, response: { 200: couponSchema } } }, async (request) =>
    getCoupon(app.deps, caller(request), request.params.id),
  );

  r.post('/coupon/add', { schema: { ...secured, body: createCouponSchema, response: { 201: couponSchema } } }, async (request, reply) =>
    reply.code(201).send(await createCoupon(app.deps, caller(request), request.body)),
  );

  r.delete('/coupon/:id', { schema: { ...secured, params: idParamsSchema, body: noBody, response: { 204: noContentSchema } } }, async (request, reply) => {
    await removeCoupon(app.deps, caller(request), request.params.id);
    return reply.code(204).send();
  });
}
