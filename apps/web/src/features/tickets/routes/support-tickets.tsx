import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useActiveUser } from '../../../lib/active-user';
import { LoadState } from '../components/load-state';
import { TicketsView } from '../components/tickets-view';

const newTicketClass =
  'inline-flex h-11 items-center gap-2 self-start rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** /details/user-profile/support/tickets: the customer's tickets and the conversation on each. */
export function Component() {
  const { t } = useTranslation('tickets');
  const activeUser = useActiveUser();
  const newTicket = (
    <Link to={paths.details.profileSupport} className={newTicketClass}>
      <Plus aria-hidden className="size-4" />
      {t('support.newTicket')}
    </Link>
  );
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-2xl font-bold tracking-tight">{t('support.ticketsTitle')}</h1>
        {newTicket}
      </div>
      {activeUser.data ? (
        <TicketsView viewer={{ id: activeUser.data.currentUserId, staff: false }} empty={{ text: t('support.empty') }} />
      ) : (
        <LoadState error={activeUser.isError} onRetry={() => void activeUser.refetch()} />
      )}
    </div>
  );
}
