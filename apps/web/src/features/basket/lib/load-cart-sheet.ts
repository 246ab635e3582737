/** The cart side sheet, in its own chunk: the header's cart button loads it on first use. */
export const loadCartSheet = () => import('../components/cart-sheet');
