import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorScreen } from '../../components/feedback/error-screen';
import { LoadingOverlay } from '../../components/feedback/loading-overlay';
import { ToLogin } from '../../components/feedback/to-login';
import { Unauthorized } from '../../components/feedback/unauthorized';
import { paths } from '../../config/paths';
import { useActiveUser } from '../../lib/active-user';
import { COOKIE_NAMES, useCookie } from '../../lib/cookies';
import { useSession } from '../../lib/session';
import { addressFirst } from '../../features/places';

function BackArrow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // The first history entry has key 'default': going back from it would leave the app.
  const back = () => void (location.key !== 'default' ? navigate(-1) : navigate(paths.details.root));
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6">
      <button
        type="button"
        onClick={back}
        aria-label={t('back')}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
      </button>
    </div>
  );
}

/** Logged-in visitors of the customer area must be customers; staff roles have the dashboard. */
function CustomerOnly() {
  const { data: user, isPending, isError, refetch } = useActiveUser();
  if (isError) return <ErrorScreen onRetry={() => void refetch()} />;
  if (isPending) return <LoadingOverlay />;
  if (user.currentUserRole !== 'USER') return <Unauthorized exitTo={paths.dashboard.root} />;
  return <Outlet />;
}

/**
 * The /details wrapper of SPEC.md section 2: it needs a chosen delivery address (cookie av.add),
 * except on the profile pages (which need a login instead), and for a logged-in person the role USER.
 */
export function Component() {
  const { pathname, search } = useLocation();
  const status = useSession((s) => s.status);
  const address = useCookie(COOKIE_NAMES.address);
  const path = pathname.replace(/\/+$/, '');
  const onProfile = path === paths.details.profile || path.startsWith(`${paths.details.profile}/`);
  // Without an address the landing page asks for one; from a deeper page it says why and goes on there.
  if (!onProfile && !address) {
    return <Navigate to={path === paths.details.root ? paths.home : addressFirst(`${pathname}${search}`)} replace />;
  }
  // The profile is the customer's own (USER only), so a visitor logs in first and comes back.
  if (onProfile && status === 'anonymous') return <ToLogin />;
  return (
    <>
      {path !== paths.details.root && <BackArrow />}
      {status === 'loading' && <LoadingOverlay />}
      {status === 'anonymous' && <Outlet />}
      {status === 'authenticated' && <CustomerOnly />}
    </>
  );
}
