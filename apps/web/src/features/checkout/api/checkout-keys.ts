/** Checkout's queries: the server's prices for a request (every field of it is in the key), and a restaurant's delivery slots. */
export const checkoutKeys = {
  priceList: <B>(body: B) => ['price-list', body] as const,
  deliverySlots: (restaurantId: number) => ['delivery-slots', restaurantId] as const,
};
