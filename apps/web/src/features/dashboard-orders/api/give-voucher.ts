import { useMutation } from '@tanstack/react-query';
import { refundsEndpoints, type VoucherRequest } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** POST /order/{id}/voucher: an amount or a percentage for the order's customer, and why (issue 22). */
export function giveVoucher({ orderId, request }: { orderId: number; request: VoucherRequest }) {
  return callEndpoint(refundsEndpoints.giveVoucher, { params: { id: orderId }, body: request });
}

export function useGiveVoucher() {
  return useMutation({ mutationFn: giveVoucher });
}
