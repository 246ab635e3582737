import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorScreen } from '../../../components/feedback/error-screen';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { BackLink } from '../../../components/ui/back-link';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useActiveUser } from '../../../lib/active-user';
import { ItemHistory } from '../../platform-records';
import { useStaffMember } from '../api/get-staff-member';
import { HandledTickets } from '../components/handled-tickets';
import { StaffAccessAction } from '../components/staff-access-action';
import { StaffMemberCard } from '../components/staff-member-card';

function StaffMemberPage({ id, viewerId }: { id: number; viewerId: number }) {
  const { t } = useTranslation(['staffAdmin', 'errors']);
  const member = useStaffMember(id);
  if (member.isPending) return <LoadingOverlay fullScreen={false} />;
  if (member.isError) {
    const missing = member.error instanceof ApiError && member.error.status === 404;
    return <ErrorScreen detail={missing ? errorMessage(t, member.error) : undefined} onRetry={missing ? undefined : () => void member.refetch()} />;
  }
  const own = member.data.id === viewerId;
  return (
    <>
      <StaffMemberCard
        member={member.data}
        actions={own ? <p className="max-w-xs text-sm text-stone-700">{t('staffAdmin:access.own')}</p> : <StaffAccessAction member={member.data} />}
      />
      <HandledTickets serviceId={id} counts={member.data.tickets} />
      <ItemHistory entity="user" entityId={id} />
    </>
  );
}

/** /dashboard/services/{id} (ADMIN): one staff member, the tickets they handle, and disable/enable. */
export function Component() {
  const { t } = useTranslation('staffAdmin');
  const id = Number(useParams().id);
  const { data: user } = useActiveUser();
  const valid = Number.isInteger(id) && id > 0;
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={paths.dashboard.services}>{t('member.back')}</BackLink>
      {!valid ? <p role="alert">{t('member.notFound')}</p> : user && <StaffMemberPage key={id} id={id} viewerId={user.currentUserId} />}
    </div>
  );
}
