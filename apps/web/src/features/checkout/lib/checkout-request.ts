import type { MakeOrderRequest, PriceListRequest } from '@forkly/contracts';
import type { BasketLine, BasketTip } from '../../../stores/basket-store';
import { requestLines } from '../../basket';
import { toRequestAddress, type DeliveryAddress } from './delivery-address';

export function priceListRequest(input: {
  restaurantId: number;
  lines: BasketLine[];
  promocode?: string;
  address: DeliveryAddress;
  tip?: BasketTip;
  /** The delivery slot, when ordered ahead (decision 046). */
  scheduledFor?: string;
}): PriceListRequest {
  return {
    restaurantId: input.restaurantId,
    lines: requestLines(input.lines),
    ...(input.promocode ? { promocode: input.promocode } : {}),
    deliveryAddress: toRequestAddress(input.address),
    ...(input.tip ? { tip: input.tip } : {}),
    ...(input.scheduledFor ? { scheduledFor: input.scheduledFor } : {}),
  };
}

export function makeOrderRequest(priceList: PriceListRequest, note: string | undefined): MakeOrderRequest {
  return { ...priceList, note: note?.trim() ?? '' };
}

/** The same request always gives the same text: it tells whether a key was made for it. */
export function requestSignature(request: MakeOrderRequest): string {
  return JSON.stringify(request);
}

/** A fresh Idempotency-Key (UUID v4), also where crypto.randomUUID is missing (plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
