/** The "start a new basket?" dialog, in its own chunk, for pages that rarely need it. */
export const loadReplaceBasketDialog = () => import('../components/replace-basket-dialog');
