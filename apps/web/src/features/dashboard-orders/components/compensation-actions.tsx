import { isStaffRole, type Order } from '@forkly/contracts';
import { mayRefund } from '../lib/refund-form';
import { RefundDialog } from './refund-dialog';
import { VoucherDialog } from './voucher-dialog';
import type { Viewer } from './status-actions';

/** Staff's "Refund" and "Give voucher" on a paid order (issue 22); nobody else sees them. */
export function CompensationActions({ order, viewer }: { order: Order; viewer: Viewer }) {
  if (!isStaffRole(viewer.role) || order.paidAt === null) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {mayRefund(order) && <RefundDialog order={order} />}
      <VoucherDialog order={order} />
    </div>
  );
}
