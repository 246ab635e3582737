import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { useSession } from '../../../lib/session';
import { useBasket } from '../../../stores/basket-store';
import { useActiveUser } from '../../../lib/active-user';
import { landingAfterLogin, returnPathOf } from '../lib/landing';

/**
 * A login page opened by someone already logged in sends them where their role lands after login
 * instead of showing the form again. Decided once, when the stored session has been read: a login
 * made on this page lands through its own flow (useCompleteLogin), not through this redirect.
 */
export function LoggedInRedirect({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const [openedLoggedIn, setOpenedLoggedIn] = useState<boolean | undefined>(status === 'loading' ? undefined : status === 'authenticated');
  if (openedLoggedIn === undefined && status !== 'loading') setOpenedLoggedIn(status === 'authenticated');

  if (openedLoggedIn === undefined) return <LoadingOverlay fullScreen={false} />;
  if (openedLoggedIn && status === 'authenticated') return <Landing fallback={children} />;
  return children;
}

function Landing({ fallback }: { fallback: ReactNode }) {
  const user = useActiveUser();
  const location = useLocation();
  const restaurantId = useBasket((s) => (s.orders.length ? s.restaurant?.id : undefined));
  // Without the account (a session that has ended) the form is what this person needs.
  if (user.isError) return fallback;
  if (!user.data) return <LoadingOverlay fullScreen={false} />;
  return <Navigate replace to={landingAfterLogin(user.data.currentUserRole, restaurantId, returnPathOf(location.state))} />;
}
