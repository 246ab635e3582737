import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TokenPair } from '@forkly/contracts';
import { activeUserKeys, activeUserQueryOptions } from '../../../lib/active-user';
import { COOKIE_NAMES, readCookie } from '../../../lib/cookies';
import { clearLocalSession, startSession } from '../../../lib/session';
import { useAuthStore } from '../../../stores/auth-store';
import { useBasket } from '../../../stores/basket-store';
import { toast } from '../../../stores/toast-store';
import { chooseAddress, findSavedAddressPlaceId } from '../../places';
import { landingAfterLogin, returnPathOf, savedDeliveryAddress } from '../lib/landing';

/**
 * The half of login shared by the password and the 2FA step: store the tokens, load the active
 * user, give a customer their saved address, confirm, and land (SPEC.md section 4).
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('auth');

  const run = async (tokens: TokenPair) => {
    await startSession(tokens);
    queryClient.removeQueries({ queryKey: activeUserKeys.all() });
    let user;
    try {
      user = await queryClient.fetchQuery(activeUserQueryOptions());
    } catch (error) {
      // Without the account we cannot tell where to land: stay logged out rather than half in.
      clearLocalSession();
      throw error;
    }
    useAuthStore.getState().setData({ username: user.username, role: user.currentUserRole, userId: user.currentUserId });
    const delivery = savedDeliveryAddress(user);
    if (delivery) {
      useBasket.getState().setDeliveryAddress(delivery);
      // The customer area needs an address choice (av.add, a placeId); the saved address is one,
      // unless the visitor already picked another before logging in (docs/decisions/004).
      if (!readCookie(COOKIE_NAMES.address)) {
        const placeId = await findSavedAddressPlaceId(delivery.address);
        if (placeId) chooseAddress(placeId);
      }
    }
    toast.success(t('login.success'));
    const restaurantId = useBasket.getState().orders.length ? useBasket.getState().restaurant?.id : undefined;
    await navigate(landingAfterLogin(user.currentUserRole, restaurantId, returnPathOf(location.state)), { replace: true });
  };

  return { run, routerState: location.state as unknown };
}
