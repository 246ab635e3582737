import type { FastifyInstance } from 'fastify';
import { checkoutEndpoints, IDEMPOTENCY_HEADER } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { startCheckout } from './checkout.service';
import { getDeliverySlots } from './delivery-slots.service';
import { makeOrder } from './place-order.service';
import { presentPriceList } from './price-list.presenter';
import { quoteOrder } from './quote.service';
import { estimateArrivals } from '../dispatch/delivery-estimate.service';

/** Prices, placing an order and starting its payment (SPEC.md section 7; DESIGN.md sections 3 and 6a). */
export async function checkoutRoutes(app: FastifyInstance) {
  registerEndpoint(app, checkoutEndpoints.getPriceList, async (request) => {
    const quote = await quoteOrder(app.deps, { caller: request.auth, basket: request.body });
    const arrivals = quote.orderRefusal
      ? new Map<number, Date>()
      : await estimateArrivals(app.deps, [quote.restaurant], new Map([[quote.restaurant.id, quote.driveSeconds]]));
    return presentPriceList(quote, arrivals.get(quote.restaurant.id) ?? null);
  });
  registerEndpoint(app, checkoutEndpoints.makeOrder, (request, reply) => {
    // The answer is presentOrder's, built field by field to the contract's type (or its stored copy,
    // built the same way), so the schema's encode, 4 % of an order's CPU, would change nothing: it
    // goes out as it is (decision 021). The test against GET /order/{id}, which is encoded, holds it.
    reply.serializer(JSON.stringify);
    return makeOrder(app.deps, { caller: caller(request), order: request.body, idempotencyKey: request.headers[IDEMPOTENCY_HEADER] });
  });
  registerEndpoint(app, checkoutEndpoints.getDeliverySlots, (request) => getDeliverySlots(app.deps, request.params.id));
  registerEndpoint(app, checkoutEndpoints.startCheckout, (request) =>
    startCheckout(app.deps, { caller: caller(request), orderId: request.query.orderId, idempotencyKey: request.headers[IDEMPOTENCY_HEADER] }),
  );
}
