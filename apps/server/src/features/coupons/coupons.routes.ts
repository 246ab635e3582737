import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { couponCheckRequestSchema, couponCheckSchema, couponQuerySchema } from '@forkly/contracts';
import { checkCoupon } from './coupons.service';

/** The promo code field of checkout (SPEC.md section 7: POST /coupon?coupon-number). */
export async function couponsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/coupon',
    {
      schema: {
        tags: ['coupons'],
        security: [{ bearer: [] }],
        querystring: couponQuerySchema,
        body: couponCheckRequestSchema,
        response: { 200: couponCheckSchema },
      },
      // Guessing codes one by one is slow on purpose.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => checkCoupon(app.deps, { code: request.query['coupon-number'], restaurantId: request.body?.restaurantId ?? undefined }),
  );
}
