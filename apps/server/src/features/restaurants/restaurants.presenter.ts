import { centsToEuro, type RestaurantCard, type RestaurantListItem, type RestaurantOverview } from '@forkly/contracts';
import type { OpeningState } from '@forkly/domain';
import type { Restaurant } from '../../db/schema/index';
import { presentOptionalAddress } from '../../lib/address-presenter';
import type { DeliveryQuote } from './delivery-quote.service';

/** A restaurant card of the customer's list: public fields only, with its state and delivery terms. */
export function presentCard(row: Restaurant, extra: { distance: number | null; quote?: DeliveryQuote; state: OpeningState; arrivesAt?: Date }): RestaurantCard {
  return {
    id: row.id,
    name: row.name,
    imageId: row.imageId,
    rating: row.rating,
    ratingCount: row.ratingCount,
    bio: row.bio,
    address: presentOptionalAddress(row),
    latitude: row.latitude,
    longitude: row.longitude,
    parentRestaurantId: row.parentRestaurantId,
    distance: extra.distance,
    deliveryFee: extra.quote ? centsToEuro(extra.quote.feeCents) : null,
    deliveryFeeFrom: centsToEuro(row.deliveryFeeBaseCents),
    minimumOrder: centsToEuro(row.minimumOrderCents),
    estimatedDeliveryMinutes: extra.quote?.etaMinutes ?? null,
    estimatedArrival: extra.arrivesAt?.toISOString() ?? null,
    status: extra.state.status,
    opensAt: extra.state.opensAt?.toISOString() ?? null,
    closesAt: extra.state.closesAt?.toISOString() ?? null,
  };
}

export function presentOverview(
  row: Restaurant,
  extra: { distance: number | null; quote?: DeliveryQuote; state: OpeningState; arrivesAt?: Date },
): RestaurantOverview {
  return {
    ...presentCard(row, extra),
    delivers: extra.distance === null ? null : extra.distance <= row.deliveryRadiusMeters,
    preparationMinutes: row.preparationMinutes,
    deliveryRadiusMeters: row.deliveryRadiusMeters,
  };
}

/** A row of the staff's list: the Restaurant entity of SPEC.md section 3, with its login name and its parent's name. */
export function presentListItem(row: Restaurant, extra: { username: string; parentName: string | null; distance: number | null }): RestaurantListItem {
  const { username, distance } = extra;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username,
    rating: row.rating,
    ratingCount: row.ratingCount,
    visible: row.visible,
    paused: row.paused,
    parentRestaurantId: row.parentRestaurantId,
    parentRestaurantName: extra.parentName,
    distance,
    latitude: row.latitude,
    longitude: row.longitude,
    bio: row.bio,
    address: presentOptionalAddress(row),
    contact: row.contact,
    imageId: row.imageId,
    createdAt: row.createdAt.toISOString(),
    removedAt: row.removedAt?.toISOString() ?? null,
  };
}
