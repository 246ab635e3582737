/** Checkout's queries: the server's prices for a request (every field of it is in the key). */
export const checkoutKeys = {
  priceList: <B>(body: B) => ['price-list', body] as const,
};
