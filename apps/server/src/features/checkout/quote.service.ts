import { ERROR_CATALOGUE, type Address, type ErrorCode, type OrderLineRequest } from '@forkly/contracts';
import { estimatedRoute, priceOrder, straightLineMeters, type CouponRefusal, type PriceBreakdown } from '@forkly/domain';
import type { Coupon } from '../../db/schema/index';
import type { LatLon } from '../../geo/index';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import { restaurantOpeningState } from '../../lib/opening-hours';
import type { AppDeps } from '../../plugins/deps';
import { resolveCoupon } from '../coupons/coupons.service';
import {
  findOrderableExtras,
  findOrderableMenus,
  findRestaurant,
  findSavedAddress,
  type NewLine,
  type OrderableItem,
  type RestaurantRow,
  type SavedAddress,
} from './checkout.repo';
import { locateDeliveryAddress } from './delivery-location';
import { routeDistanceMeters } from './route-distance';

/** What is priced: a price-list request, or the order being placed. */
export interface Basket {
  restaurantId: number;
  lines: Pick<OrderLineRequest, 'menuId' | 'extraId' | 'quantity'>[];
  promocode?: string;
  deliveryAddress: Address;
}

export interface QuoteOptions {
  /** The customer asking, when logged in: their saved address is already located. */
  caller: AccessClaims | null;
  basket: Basket;
  /** The rows the quote needs when the caller read them already (make-order, in one round trip with the order's ids). */
  reads?: Promise<BasketReads>;
  now?: Date;
}

export interface Quote {
  restaurant: RestaurantRow;
  lines: NewLine[];
  coupon?: Coupon;
  couponRefusal: CouponRefusal | null;
  location: LatLon;
  routeMeters: number;
  prices: PriceBreakdown;
  /** The first reason the order cannot be placed now, if any. */
  orderRefusal: ErrorCode | null;
}

/** What a quote reads from the database: the restaurant, the basket's orderable items, the caller's saved address. */
export interface BasketReads {
  restaurant: RestaurantRow | undefined;
  menus: OrderableItem[];
  extras: OrderableItem[];
  savedAddress: SavedAddress | undefined;
}

/** The distinct menu or extra ids of a basket's lines. */
export const basketIds = (lines: Basket['lines'], kind: 'menuId' | 'extraId') => [...new Set(lines.flatMap((l) => (l[kind] === undefined ? [] : [l[kind]])))];

/** The basket's rows, read side by side: one round trip's wait instead of four (decision 021). */
function readBasket(deps: AppDeps, caller: AccessClaims | null, input: Basket) {
  const menus = findOrderableMenus(deps.db, input.restaurantId, basketIds(input.lines, 'menuId'));
  const extras = findOrderableExtras(deps.db, input.restaurantId, basketIds(input.lines, 'extraId'));
  const saved = caller ? findSavedAddress(deps.db, caller.userId) : Promise.resolve(undefined);
  const restaurant = findRestaurant(deps.db, input.restaurantId);
  return Promise.all([restaurant, menus, extras, saved]).then(([r, m, e, s]) => ({ restaurant: r, menus: m, extras: e, savedAddress: s }));
}

/** Lines priced from the database; an item that is not this restaurant's, hidden or archived refuses the basket. */
function priceLines(lines: Basket['lines'], menuRows: OrderableItem[], extraRows: OrderableItem[]): NewLine[] {
  const menus = new Map(menuRows.map((m) => [m.id, m]));
  const extras = new Map(extraRows.map((e) => [e.id, e]));
  const missing: Record<string, string> = {};
  const priced = lines.flatMap((line, index): NewLine[] => {
    const item = line.menuId !== undefined ? menus.get(line.menuId) : extras.get(line.extraId!);
    if (!item) {
      missing[`lines.${index}`] = ERROR_CATALOGUE.itemNotAvailable.message;
      return [];
    }
    return [{ menuId: line.menuId ?? null, extraId: line.extraId ?? null, name: item.name, unitPriceCents: item.priceCents, quantity: line.quantity }];
  });
  if (Object.keys(missing).length) throw new AppError('itemNotAvailable', { fields: missing });
  return priced;
}

function refusalOf(restaurant: RestaurantRow, input: { now: Date; withinRadius: boolean; subtotalCents: number }): ErrorCode | null {
  const state = restaurantOpeningState(restaurant, input.now);
  if (state.status === 'paused') return 'restaurantPaused';
  if (state.status === 'closed') return 'restaurantClosed';
  if (!input.withinRadius) return 'outsideDeliveryArea';
  if (input.subtotalCents < restaurant.minimumOrderCents) return 'minimumOrderNotReached';
  if (input.subtotalCents > restaurant.maximumOrderCents) return 'maximumOrderExceeded';
  return null;
}

/**
 * The server's price for a basket (DESIGN.md section 6): lines from the database, the coupon, the
 * delivery fee by route distance, and whether the restaurant can take the order now.
 */
export async function quoteOrder(deps: AppDeps, options: QuoteOptions): Promise<Quote> {
  const { caller, basket: input, now = new Date() } = options;
  const reads = await (options.reads ?? readBasket(deps, caller, input));
  // Refusals keep their order: the restaurant, then the items.
  const { restaurant } = reads;
  if (!restaurant || !restaurant.visible) throw new AppError('restaurantNotFound');
  const lines = priceLines(input.lines, reads.menus, reads.extras);

  const resolution = input.promocode
    ? await resolveCoupon(deps.db, input.promocode, { now, place: { restaurantId: restaurant.id, parentRestaurantId: restaurant.parentRestaurantId } })
    : { coupon: undefined, refusal: null };

  const origin = restaurant.latitude !== null && restaurant.longitude !== null ? { latitude: restaurant.latitude, longitude: restaurant.longitude } : undefined;
  const location = await locateDeliveryAddress(deps, input.deliveryAddress, { near: origin, saved: reads.savedAddress });
  const straight = origin ? straightLineMeters(origin, location) : 0;
  const withinRadius = straight <= restaurant.deliveryRadiusMeters;
  // Beyond the radius the order is refused anyway: the straight-line estimate is enough to show a fee.
  const routeMeters = origin ? (withinRadius ? await routeDistanceMeters(deps, origin, location) : estimatedRoute(straight).distanceMeters) : 0;

  const prices = priceOrder({
    lines,
    percentage: resolution.coupon && !resolution.refusal ? resolution.coupon.percentage : undefined,
    feeRule: {
      baseCents: restaurant.deliveryFeeBaseCents,
      perKmCents: restaurant.deliveryFeePerKmCents,
      freeDistanceMeters: restaurant.freeDeliveryDistanceMeters,
    },
    routeDistanceMeters: routeMeters,
  });
  const orderRefusal = refusalOf(restaurant, { now, withinRadius, subtotalCents: prices.subtotalCents });
  return { restaurant, lines, coupon: resolution.coupon, couponRefusal: resolution.refusal, location, routeMeters, prices, orderRefusal };
}
