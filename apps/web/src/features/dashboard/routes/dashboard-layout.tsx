import { Outlet } from 'react-router';
import { ErrorScreen } from '../../../components/feedback/error-screen';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { Unauthorized } from '../../../components/feedback/unauthorized';
import { paths } from '../../../config/paths';
import { useActiveUser } from '../../../lib/active-user';
import { NewOrderAlert } from '../../dashboard-orders';
import { KitchenAlerts } from '../../kitchen-alerts';
import { DashboardSidebar } from '../components/dashboard-sidebar';

/** The dashboard shell for the five staff and partner roles; customers have /details instead. */
export function Component() {
  const { data: user, isPending, isError, refetch } = useActiveUser();
  if (isError) return <ErrorScreen onRetry={() => void refetch()} />;
  if (isPending) return <LoadingOverlay />;
  if (user.currentUserRole === 'USER') return <Unauthorized exitTo={paths.details.root} />;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6">
      {/* Above every screen of the dashboard, so a waiting order is seen wherever the kitchen is. */}
      <KitchenAlerts role={user.currentUserRole} />
      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        <DashboardSidebar role={user.currentUserRole} username={user.username} />
        <NewOrderAlert role={user.currentUserRole} />
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
