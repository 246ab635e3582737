import { ERROR_CATALOGUE, euroToCents, type Address, type ErrorCode, type OrderLineRequest, type RefusedItem, type TipRequest } from '@forkly/contracts';
import { chooseOptions, estimatedRoute, priceOrder, straightLineMeters, type CouponRefusal, type PriceBreakdown, type TipChoice } from '@forkly/domain';
import type { Coupon } from '../../db/schema/index';
import type { LatLon } from '../../geo/index';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import { restaurantOpeningState } from '../../lib/opening-hours';
import type { AppDeps } from '../../plugins/deps';
import { resolveCoupon } from '../coupons/coupons.service';
import {
  findOrderableExtras,
  findItemNames,
  findOrderableMenus,
  findRestaurant,
  findSavedAddress,
  type NewLine,
  type OrderableItem,
  type RestaurantRow,
  type SavedAddress,
} from './checkout.repo';
import { isOfferedSlot } from './delivery-slots.service';
import { locateDeliveryAddress } from './delivery-location';
import { routeDrive } from './route-distance';

/** What is priced: a price-list request, or the order being placed. */
export interface Basket {
  restaurantId: number;
  lines: Pick<OrderLineRequest, 'menuId' | 'extraId' | 'quantity' | 'options'>[];
  promocode?: string;
  deliveryAddress: Address;
  /** The courier's tip as the customer chose it (issue 25). */
  tip?: TipRequest;
  /** The delivery slot of an order placed ahead (decision 046). */
  scheduledFor?: string;
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
  /** The drive from the restaurant to the door (estimated beyond the radius). */
  driveSeconds: number;
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

/**
 * Lines priced from the database. An item that is not this restaurant's, hidden or archived
 * refuses the basket: the refusal names every such line (its field) and item (id and name), so
 * the customer sees which dish sold out (issue 25).
 */
async function priceLines(
  db: AppDeps['db'],
  restaurantId: number,
  lines: Basket['lines'],
  menuRows: OrderableItem[],
  extraRows: OrderableItem[],
): Promise<NewLine[]> {
  const menus = new Map(menuRows.map((m) => [m.id, m]));
  const extras = new Map(extraRows.map((e) => [e.id, e]));
  const missing = lines.flatMap((line, index) => ((line.menuId !== undefined ? menus.has(line.menuId) : extras.has(line.extraId!)) ? [] : [{ line, index }]));
  if (missing.length) {
    const names = await findItemNames(db, restaurantId, {
      menus: missing.flatMap(({ line }) => (line.menuId === undefined ? [] : [line.menuId])),
      extras: missing.flatMap(({ line }) => (line.extraId === undefined ? [] : [line.extraId])),
    });
    const fields = Object.fromEntries(missing.map(({ index }) => [`lines.${index}`, ERROR_CATALOGUE.itemNotAvailable.message]));
    const items: RefusedItem[] = missing.map(({ line }) =>
      line.menuId !== undefined
        ? { menuId: line.menuId, name: names.menus.get(line.menuId) ?? null }
        : { extraId: line.extraId!, name: names.extras.get(line.extraId!) ?? null },
    );
    throw new AppError('itemNotAvailable', { fields, items });
  }
  return lines.map((line, index) => {
    if (line.menuId === undefined) {
      const extra = extras.get(line.extraId!)!;
      return { menuId: null, extraId: extra.id, name: extra.name, unitPriceCents: extra.priceCents, quantity: line.quantity, options: [] };
    }
    const menu = menus.get(line.menuId)!;
    const choice = chooseOptions(menu.optionGroups ?? [], line.options ?? []);
    if (!choice.ok) {
      const message = ERROR_CATALOGUE[choice.refusal].message + (choice.group ? `: ${choice.group}` : '');
      throw new AppError(choice.refusal, { message: `${message} (${menu.name})`, fields: { [`lines.${index}.options`]: message } });
    }
    // Options never bring a line below 0 (the editor keeps the cheapest choice at €0.00 or more).
    const unitPriceCents = Math.max(0, menu.priceCents + choice.deltaCents);
    return { menuId: menu.id, extraId: null, name: menu.name, unitPriceCents, quantity: line.quantity, options: choice.chosen };
  });
}

/** The request's tip in the domain's terms: a share of the food, or whole cents. */
function tipChoice(tip: TipRequest | undefined): TipChoice | undefined {
  if (!tip) return undefined;
  return 'percentage' in tip ? { percentage: tip.percentage } : { amountCents: euroToCents(tip.amount) };
}

function refusalOf(restaurant: RestaurantRow, input: { now: Date; withinRadius: boolean; subtotalCents: number; scheduledFor?: string }): ErrorCode | null {
  const state = restaurantOpeningState(restaurant, input.now);
  if (state.status === 'paused') return 'restaurantPaused';
  // Ordered ahead, the restaurant need not be open now: the slot must be one it offers (decision 046).
  if (input.scheduledFor !== undefined) {
    if (!isOfferedSlot(restaurant, new Date(input.scheduledFor), input.now)) return 'slotNotAvailable';
  } else if (state.status === 'closed') return 'restaurantClosed';
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
  const lines = await priceLines(deps.db, restaurant.id, input.lines, reads.menus, reads.extras);

  const resolution = input.promocode
    ? await resolveCoupon(deps.db, input.promocode, {
        now,
        customerId: caller?.userId,
        place: { restaurantId: restaurant.id, parentRestaurantId: restaurant.parentRestaurantId },
      })
    : { coupon: undefined, refusal: null };

  const origin = restaurant.latitude !== null && restaurant.longitude !== null ? { latitude: restaurant.latitude, longitude: restaurant.longitude } : undefined;
  const location = await locateDeliveryAddress(deps, input.deliveryAddress, { near: origin, saved: reads.savedAddress });
  const straight = origin ? straightLineMeters(origin, location) : 0;
  const withinRadius = straight <= restaurant.deliveryRadiusMeters;
  // Beyond the radius the order is refused anyway: the straight-line estimate is enough to show a fee.
  const drive = origin ? (withinRadius ? await routeDrive(deps, origin, location) : estimatedRoute(straight)) : { distanceMeters: 0, durationSeconds: 0 };
  const routeMeters = drive.distanceMeters;

  const prices = priceOrder({
    lines,
    percentage: resolution.coupon && !resolution.refusal ? (resolution.coupon.percentage ?? undefined) : undefined,
    amountCents: resolution.coupon && !resolution.refusal ? (resolution.coupon.amountCents ?? undefined) : undefined,
    feeRule: {
      baseCents: restaurant.deliveryFeeBaseCents,
      perKmCents: restaurant.deliveryFeePerKmCents,
      freeDistanceMeters: restaurant.freeDeliveryDistanceMeters,
    },
    routeDistanceMeters: routeMeters,
    tip: tipChoice(input.tip),
  });
  const orderRefusal = refusalOf(restaurant, { now, withinRadius, subtotalCents: prices.subtotalCents, scheduledFor: input.scheduledFor });
  return {
    restaurant,
    lines,
    coupon: resolution.coupon,
    couponRefusal: resolution.refusal,
    location,
    routeMeters,
    driveSeconds: drive.durationSeconds,
    prices,
    orderRefusal,
  };
}
