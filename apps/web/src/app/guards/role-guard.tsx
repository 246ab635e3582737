import type { ReactNode } from 'react';
import { canOpenSection, type DashboardSection } from '@forkly/domain';
import { ErrorScreen } from '../../components/feedback/error-screen';
import { LoadingOverlay } from '../../components/feedback/loading-overlay';
import { Unauthorized } from '../../components/feedback/unauthorized';
import { useActiveUser } from '../../lib/active-user';

/** One dashboard section's door (SPEC.md section 2): loading, error with Retry, not allowed, or the page. */
export function RoleGuard({ section, children }: { section: DashboardSection; children: ReactNode }) {
  const { data: user, isPending, isError, refetch } = useActiveUser();
  if (isError) return <ErrorScreen onRetry={() => void refetch()} />;
  if (isPending) return <LoadingOverlay fullScreen={false} />;
  if (!canOpenSection(user.currentUserRole, section)) return <Unauthorized />;
  return <>{children}</>;
}
