import { defineEndpoint } from '../endpoint';
import { STAFF } from '../roles';

/**
 * Staff give part of a paid order's money back, or a voucher for the customer's next order
 * (issue 22). Both answer what was made; the provider's refund follows through the job queue.
 */
const tag = 'refunds';

export const refundOrder = defineEndpoint({
  method: 'POST',
  path: '/order/:id/refund',
  access: STAFF,
  tag,
  params: 'idParamsSchema',
  body: 'refundRequestSchema',
  answer: { status: 201, schema: 'orderRefundSchema' },
});

export const giveVoucher = defineEndpoint({
  method: 'POST',
  path: '/order/:id/voucher',
  access: STAFF,
  tag,
  params: 'idParamsSchema',
  body: 'voucherRequestSchema',
  answer: { status: 201, schema: 'voucherSchema' },
});
