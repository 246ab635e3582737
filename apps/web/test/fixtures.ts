import type { MapConfig, MenuItem, Order, OrderDelivery, RestaurantCard } from '@forkly/contracts';

/**
 * Answers that several client tests share, typed by the contracts so they cannot drift from what the
 * server sends. A test changes what it needs with a spread: `{ ...confirmedOrder, paidAt: null }`.
 */

/** An order's delivery part (decision 034) as a test needs it; waiting for the kitchen unless told otherwise. */
export const orderDelivery = (over: Partial<OrderDelivery> = {}): OrderDelivery => ({
  stage: 'awaitingKitchen',
  acceptedAt: null,
  readyAt: null,
  readyTimeChanged: false,
  kitchenDueAt: null,
  promisedAt: null,
  estimate: null,
  courierAssignedAt: null,
  courierLeavesAt: null,
  pickedUpAt: null,
  deliveredAt: null,
  changes: [],
  ...over,
});

/** A paid order of the dashboard, confirmed by the kitchen a moment after it was paid. */
export const confirmedOrder: Order = {
  id: 51,
  orderNumber: 'FK-100051',
  status: 'CONFIRMED',
  restaurant: { id: 3, name: 'Napoli', contact: '', orderable: true },
  user: { id: 9, firstName: 'Anna', lastName: 'Schmidt', contact: '' },
  courier: null,
  address: { street: 'Sonnenwall', houseNumber: '5', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0, latitude: null, longitude: null },
  subtotal: 22.51,
  discount: 0,
  deliveryFee: 1.99,
  tip: 0,
  total: 24.5,
  paidAt: '2025-03-12T11:36:00.000Z',
  createdAt: '2025-03-12T11:35:00.000Z',
  updatedAt: '2025-03-12T11:36:00.000Z',
  note: '',
  promocode: null,
  lines: [],
  acceptedAt: null,
  readyAt: null,
  escalation: null,
  cancelReason: null,
  scheduledFor: null,
  delivery: orderDelivery(),
  refunds: [],
  refundable: 0,
  history: [
    { fromStatus: null, toStatus: 'PENDING', at: '2025-03-12T11:35:00.000Z', reason: null },
    { fromStatus: 'PENDING', toStatus: 'CONFIRMED', at: '2025-03-12T11:36:00.500Z', reason: null },
  ],
};

/** A visible dish of restaurant 2 with a picture and two allergens. */
export const pizzaDiavola: MenuItem = {
  id: 5,
  restaurantId: 2,
  name: 'Pizza Diavola',
  description: 'Spicy',
  price: 11.9,
  category: 'Pizza',
  categoryId: 1,
  categoryPosition: 0,
  imageId: 40,
  allergens: ['gluten', 'milk'],
  visible: true,
  optionGroups: [],
};

/** An open restaurant of the demo city on the list for an address, with its delivery terms. */
export const restaurantCard = (over: Partial<RestaurantCard> = {}): RestaurantCard => ({
  id: 1,
  name: 'Pizzeria Bella Rhein',
  imageId: 7,
  rating: 4.6,
  ratingCount: 312,
  bio: 'Neapolitan pizza',
  address: null,
  latitude: 51.43,
  longitude: 6.76,
  parentRestaurantId: null,
  distance: 1240,
  deliveryFee: 2.49,
  deliveryFeeFrom: 1.99,
  minimumOrder: 12,
  estimatedDeliveryMinutes: 31,
  estimatedArrival: null,
  status: 'open',
  opensAt: null,
  closesAt: null,
  ...over,
});

/** GET /map/config of the demo city with the built-in network drawn. */
export const demoMapConfig: MapConfig = {
  center: { latitude: 51.4261, longitude: 6.7652 },
  zoom: 12,
  attribution: '© OpenStreetMap contributors',
  demoData: true,
  network: '/api/map/network',
  drawRoutes: true,
  styleUrl: null,
};
