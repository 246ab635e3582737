import type { MenuItem, Order } from '@forkly/contracts';

/**
 * Answers that several client tests share, typed by the contracts so they cannot drift from what the
 * server sends. A test changes what it needs with a spread: `{ ...confirmedOrder, paidAt: null }`.
 */

/** A paid order of the dashboard, confirmed by the kitchen a moment after it was paid. */
export const confirmedOrder: Order = {
  id: 51,
  orderNumber: 'FK-100051',
  status: 'CONFIRMED',
  restaurant: { id: 3, name: 'Napoli', contact: '' },
  user: { id: 9, firstName: 'Anna', lastName: 'Schmidt', contact: '' },
  courier: null,
  address: { street: 'Sonnenwall', houseNumber: '5', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0, latitude: null, longitude: null },
  subtotal: 22.51,
  discount: 0,
  deliveryFee: 1.99,
  total: 24.5,
  paidAt: '2025-03-12T11:36:00.000Z',
  createdAt: '2025-03-12T11:35:00.000Z',
  updatedAt: '2025-03-12T11:36:00.000Z',
  note: '',
  promocode: null,
  lines: [],
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
};
