import { defineEndpoint } from '../endpoint';

/** Prices, placing an order and starting its payment (SPEC.md section 7; DESIGN.md sections 3 and 6a). */
const tag = 'checkout';

/** Anyone may price a basket; a logged-in customer's saved address is already located. */
export const getPriceList = defineEndpoint({
  method: 'POST',
  path: '/order/price-list',
  access: 'public',
  tag,
  body: 'priceListRequestSchema',
  answer: { status: 200, schema: 'priceListSchema' },
});

/** With an Idempotency-Key, the same key answers the same order (decision 027). */
export const makeOrder = defineEndpoint({
  method: 'POST',
  path: '/order/make-order',
  access: ['USER'],
  tag,
  headers: 'idempotencyHeadersSchema',
  body: 'makeOrderRequestSchema',
  answer: { status: 201, schema: 'orderSchema' },
});

/** The payment page of the caller's unpaid order; with an Idempotency-Key, the same answer again. */
export const startCheckout = defineEndpoint({
  method: 'POST',
  path: '/checkout',
  access: ['USER'],
  tag,
  headers: 'idempotencyHeadersSchema',
  query: 'checkoutQuerySchema',
  body: 'noBodySchema',
  answer: { status: 200, schema: 'checkoutResponseSchema' },
});

/** Ordering ahead (decision 046): the delivery slots a customer may choose now; the same rule make-order checks. */
export const getDeliverySlots = defineEndpoint({
  method: 'GET',
  path: '/restaurant/:id/delivery-slots',
  access: 'public',
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'deliverySlotsSchema' },
});
