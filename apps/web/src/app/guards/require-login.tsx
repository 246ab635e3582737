import { Outlet } from 'react-router';
import { LoadingOverlay } from '../../components/feedback/loading-overlay';
import { ToLogin } from '../../components/feedback/to-login';
import { useSession } from '../../lib/session';

/**
 * The persisted-login guard: the stored tokens are read once at start-up, so the page waits for
 * that instead of bouncing a logged-in person to the login page on reload.
 */
export function Component() {
  const status = useSession((s) => s.status);
  if (status === 'loading') return <LoadingOverlay />;
  if (status === 'anonymous') return <ToLogin />;
  return <Outlet />;
}
