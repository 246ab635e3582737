import type { CourierDetail, CourierListItem, CourierOrder, CourierPresence } from '@forkly/contracts';
import { presentAddress, presentOptionalAddress } from '../../lib/address-presenter';
import { presentCourier } from '../users/index';
import type { CourierAccountRow, CourierOrderRow, CourierPageRow, PresenceRow } from './couriers.repo';

export function presentPresence(row: PresenceRow): CourierPresence {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    contact: row.contact,
    status: row.status,
    availability: row.availability,
    latitude: row.latitude,
    longitude: row.longitude,
    positionUpdatedAt: row.positionUpdatedAt?.toISOString() ?? null,
    activeOrders: row.activeOrders,
  };
}

/** The courier panel's view of an order: pickup and drop-off, never prices or payment data. */
export function presentCourierOrder(row: CourierOrderRow): CourierOrder {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    note: row.note,
    restaurant: { id: row.restaurant.id, name: row.restaurant.name, contact: row.restaurant.contact, address: presentAddress(row.restaurant) },
    customer: { firstName: row.user.firstName, lastName: row.user.lastName, contact: row.user.contact, address: presentAddress(row) },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A courier in the staff's list: the account's public fields, never hashes or 2FA secrets. */
export function presentCourierListItem(row: CourierPageRow): CourierListItem {
  const { user } = row;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    contact: user.contact,
    address: presentOptionalAddress(user),
    enabled: user.enabled,
    twoFactorEnabled: user.twoFactorEnabled,
    createdAt: user.createdAt.toISOString(),
    averageRating: row.averageRating,
    status: row.status,
    availability: row.availability,
    activeOrders: row.activeOrders,
  };
}

/** GET /courier/{id}: the courier's profile (offline without a profile row) and the orders it holds. */
export function presentCourierDetail(row: CourierAccountRow, currentOrders: CourierOrder[]): CourierDetail {
  return { ...presentCourier(row.user, row.profile ?? undefined), currentOrders };
}
