import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingOverlay } from '../../components/feedback/loading-overlay';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';

/** Where the login page sends the person back to: `location.state.from` (path + search). */
export interface LoginRedirectState {
  from: string;
}

/**
 * The persisted-login guard: the stored tokens are read once at start-up, so the page waits for
 * that instead of bouncing a logged-in person to the login page on reload.
 */
export function Component() {
  const status = useSession((s) => s.status);
  const location = useLocation();
  if (status === 'loading') return <LoadingOverlay />;
  if (status === 'anonymous') {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.auth.login} replace state={state} />;
  }
  return <Outlet />;
}
