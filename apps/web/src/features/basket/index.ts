/** What other features may use of `basket` (docs/decisions/024-web-feature-boundaries.md). */
export { BasketBar } from './components/basket-bar';
export { BasketColumn } from './components/basket-column';
export { ReplaceBasketDialog } from './components/replace-basket-dialog';
export { RefusedOptionLine } from './components/refused-option-line';
export { SoldOutLines } from './components/sold-out-lines';
export { markSoldOut, refusedLineIds, useSoldOutFromMenu } from './lib/sold-out';
export {
  addToBasket,
  basketBelongsElsewhere,
  itemKeyOf,
  lineIdOf,
  lineItemKey,
  priceWithOptions,
  replaceBasket,
  type BasketRestaurant,
  type OrderableItem,
} from './lib/basket-lines';
export { lineRefusedForOptions, requestLines } from './lib/request-lines';
// Loaders, each in a module of its own, so a page that uses one does not carry the other.
export { loadCartSheet } from './lib/load-cart-sheet';
export { loadReplaceBasketDialog } from './lib/load-replace-basket-dialog';
