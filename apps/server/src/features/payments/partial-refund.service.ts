import { centsToEuro, ERROR_CATALOGUE, euroToCents, VALIDATION_MESSAGES, type OrderRefund } from '@forkly/contracts';
import type { refundRequestSchema } from '@forkly/contracts/schemas';
import { priceLineRefund, refundableCents } from '@forkly/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { recordStaffAction } from '../audit/audit.service';
import { enqueueJob } from '../jobs/index';
import { presentRefund } from '../orders/index';
import { REFUND_MAX_ATTEMPTS } from './cancelled-order-refund';
import { PARTIAL_REFUND_JOB, partialRefundJobKey } from './partial-refund.job';
import { insertRefund, linesWithRefunded, lockOrderForRefund, refundedCentsOf } from './partial-refund.repo';

type Request = z.output<typeof refundRequestSchema>;
type Lines = Awaited<ReturnType<typeof linesWithRefunded>>;
type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrderForRefund>>>;

/** The chosen lines priced by the server, or the amount typed; refused by field when it cannot be. */
function whatGoesBack(order: LockedOrder, lines: Lines, request: Request) {
  if (request.amount !== undefined) return { field: 'amount', amountCents: euroToCents(request.amount), lines: [] };
  const priced = priceLineRefund(order, lines, request.lines ?? []);
  if ('refusal' in priced) {
    if (priced.refusal.problem === 'lineNotFound') throw new AppError('orderItemNotFound', { fields: { lines: ERROR_CATALOGUE.orderItemNotFound.message } });
    throw new AppError('refundTooMuch', { fields: { lines: VALIDATION_MESSAGES.refundQuantityTooHigh } });
  }
  return { field: 'lines', amountCents: priced.lines.reduce((sum, line) => sum + line.amountCents, 0), lines: priced.lines };
}

/** Who may be refunded: a paid order that is not cancelled (a cancel refunds what is left in full). */
function assertRefundable(order: LockedOrder | undefined): asserts order is LockedOrder {
  if (!order) throw new AppError('orderNotFound');
  if (!order.paidAt) throw new AppError('orderNotPaid');
  if (order.status === 'CANCELLED') throw new AppError('orderAlreadyRefunded');
}

/**
 * POST /order/{id}/refund (issue 22): staff give back chosen lines or an amount of a paid order,
 * delivered or not, with a reason. Under the order's row lock the server prices the lines (their
 * share of the discount off), checks the sum against what was paid minus what was refunded, writes
 * the refund, records it for the audit log and queues the provider's call, all in one transaction:
 * a refusal changes nothing, and the job (one per refund, `order.partial-refund:<id>`) runs once.
 */
export async function refundPartOfOrder(deps: AppDeps, options: { caller: AccessClaims; orderId: number; request: Request }): Promise<OrderRefund> {
  const { caller: who, orderId, request } = options;
  return deps.db.transaction(async (tx: Tx) => {
    const order = await lockOrderForRefund(tx, orderId);
    assertRefundable(order);
    const lines = await linesWithRefunded(tx, orderId);
    const refundedCents = await refundedCentsOf(tx, orderId);
    const back = whatGoesBack(order, lines, request);
    if (back.amountCents > refundableCents({ ...order, refundedCents })) {
      throw new AppError('refundTooMuch', { fields: { [back.field]: VALIDATION_MESSAGES.refundTooMuch } });
    }
    const refund = await insertRefund(tx, { orderId, amountCents: back.amountCents, reason: request.reason, createdBy: who.userId, lines: back.lines });
    await recordStaffAction(tx, {
      actorId: who.userId,
      action: 'order.partialRefund',
      entity: 'order',
      entityId: orderId,
      before: { refunded: centsToEuro(refundedCents) },
      after: {
        refunded: centsToEuro(refundedCents + back.amountCents),
        amount: centsToEuro(back.amountCents),
        reason: request.reason,
        ...(back.lines.length > 0
          ? { lines: back.lines.map((line) => ({ name: lines.find((l) => l.id === line.lineId)?.name, quantity: line.quantity })) }
          : {}),
      },
    });
    await enqueueJob(tx, {
      kind: PARTIAL_REFUND_JOB,
      key: partialRefundJobKey(refund.id),
      payload: { refundId: refund.id },
      runAt: new Date(),
      maxAttempts: REFUND_MAX_ATTEMPTS,
    });
    return presentRefund(
      { ...refund, lines: back.lines.map((line) => ({ orderLineId: line.lineId, quantity: line.quantity, amountCents: line.amountCents })) },
      lines,
    );
  });
}
