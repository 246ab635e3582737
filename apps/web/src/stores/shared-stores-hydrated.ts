import { useAuthStore } from './auth-store';
import { useBasket } from './basket-store';
import { whenHydrated } from './stored-state';

/**
 * The stored state every page reads (the header's cart badge, the account menu), checked and in
 * place. The root route waits for it, so no page renders before the basket is known.
 */
export function sharedStoresHydrated(): Promise<void> {
  return Promise.all([whenHydrated(useBasket), whenHydrated(useAuthStore)]).then(() => undefined);
}
