import type { CheckoutResponse } from '@forkly/contracts';
import { idempotent } from '../../idempotency/idempotent';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { startPayment } from '../payments/payments.service';

/**
 * POST /checkout?orderId: the payment page of the caller's unpaid order, once per Idempotency-Key
 * (decision 027). Starting a payment keeps no transaction of its own to share: a twin request
 * reuses the order's session anyway (payments.service.ts), and the later of two stores of the
 * key answers what the first stored.
 */
export async function startCheckout(deps: AppDeps, options: { caller: AccessClaims; orderId: number; idempotencyKey?: string }): Promise<CheckoutResponse> {
  const { caller, orderId } = options;
  return idempotent<CheckoutResponse>(
    deps.db,
    { key: options.idempotencyKey, userId: caller.userId, scope: 'checkout', request: { orderId } },
    async (remember) => {
      const started = await startPayment(deps, { caller, orderId });
      await remember(deps.db, started);
      return started;
    },
  );
}
