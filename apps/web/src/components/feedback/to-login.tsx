import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';

/** Where the login page sends the person back to: `location.state.from` (path + search). */
export interface LoginRedirectState {
  from: string;
}

/**
 * What a guarded page renders for a visitor without a session: the login page, which brings them
 * back here afterwards (SPEC.md section 4). After this tab's own logout there is no way back: the
 * person asked to leave, so they land on / even if the page noticed the ended session before
 * logout's own navigation did. A return path kept in the login page's history entry would
 * otherwise survive a reload of /auth (Chromium keeps history.state on same-URL loads) and send the
 * next login back to the page logged out from.
 */
export function ToLogin() {
  const location = useLocation();
  const loggedOut = useSession((s) => s.loggedOut === true);
  if (loggedOut) return <Navigate to={paths.home} replace />;
  const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
  return <Navigate to={paths.auth.login} replace state={state} />;
}
