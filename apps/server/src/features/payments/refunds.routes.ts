import type { FastifyInstance } from 'fastify';
import { refundsEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { giveVoucher } from '../coupons/voucher.service';
import { refundPartOfOrder } from './partial-refund.service';

/** Staff's refund of part of a paid order and their voucher for its customer (issue 22). */
export async function refundsRoutes(app: FastifyInstance) {
  registerEndpoint(app, refundsEndpoints.refundOrder, (request) =>
    refundPartOfOrder(app.deps, { caller: caller(request), orderId: request.params.id, request: request.body }),
  );
  registerEndpoint(app, refundsEndpoints.giveVoucher, (request) =>
    giveVoucher(app.deps, { caller: caller(request), orderId: request.params.id, request: request.body }),
  );
}
