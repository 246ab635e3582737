import { useNavigate } from 'react-router';
import type { LoginRedirectState } from '../../../components/feedback/to-login';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';

/** To the restaurant's checkout; a visitor logs in first and comes back there (SPEC.md section 2). */
export function useGoToCheckout(): (restaurantId: number) => void {
  const navigate = useNavigate();
  const loggedIn = useSession((s) => s.status === 'authenticated');
  return (restaurantId) => {
    const target = paths.details.checkout(restaurantId);
    if (loggedIn) void navigate(target);
    else void navigate(paths.auth.login, { state: { from: target } satisfies LoginRedirectState });
  };
}
