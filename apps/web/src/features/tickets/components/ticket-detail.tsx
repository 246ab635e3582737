import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, isTicketFinal, type Ticket } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { LoadState } from './load-state';
import { useDeleteTicket } from '../api/delete-ticket';
import { useResponses } from '../api/get-responses';
import { useTicket } from '../api/get-ticket';
import { useDateTimeFormat } from '../lib/format-date';
import { personLabel } from '../lib/person-label';
import { Pager } from '../../../components/data-table';
import { ResponseList } from './response-list';
import { StaffActions } from './staff-actions';
import { StatusBadge } from './status-badge';
import { deferredComponent } from '../../../lib/deferred-component';

const ReplyForm = deferredComponent(() => import('./reply-form').then((m) => m.ReplyForm));

interface TicketDetailProps {
  ticketId: number;
  viewer: { id: number; staff: boolean; admin?: boolean };
  /** After the ticket is withdrawn or deleted. */
  onDeleted: () => void;
}

/** One ticket: its facts, staff actions, the conversation (paged) and a reply box. */
export function TicketDetail({ ticketId, viewer, onDeleted }: TicketDetailProps) {
  const { t } = useTranslation('tickets');
  const ticket = useTicket(ticketId);
  if (!ticket.data) return <LoadState error={ticket.isError} onRetry={() => void ticket.refetch()} />;
  return <TicketBody key={ticket.data.id} ticket={ticket.data} viewer={viewer} onDeleted={onDeleted} headingLabel={t('detail.heading', { id: ticketId })} />;
}

function TicketBody({
  ticket,
  viewer,
  onDeleted,
  headingLabel,
}: {
  ticket: Ticket;
  viewer: TicketDetailProps['viewer'];
  onDeleted: () => void;
  headingLabel: string;
}) {
  const { t } = useTranslation(['tickets', 'common', 'errors']);
  const formatDate = useDateTimeFormat();
  const [page, setPage] = useState(1);
  const responses = useResponses({ ticketId: ticket.id, page, limit: DEFAULT_PAGE_SIZE });
  const withdraw = useDeleteTicket();
  const isCreator = ticket.userId === viewer.id;
  const assignedToMe = ticket.serviceId === viewer.id;
  const final = isTicketFinal(ticket.status);
  const canReply = !final && (isCreator || (viewer.staff && assignedToMe));

  const onWithdraw = async () => {
    try {
      await withdraw.mutateAsync(ticket.id);
      toast.success(t('tickets:detail.withdrawn'));
      onDeleted();
    } catch (err) {
      toast.error(errorMessage(t, err));
    }
  };

  const facts: [string, string][] = [
    [t('tickets:detail.issueType'), t(`tickets:issueType.${ticket.issueType}`)],
    [t('tickets:detail.created'), formatDate(ticket.createdAt)],
    [t('tickets:detail.updated'), formatDate(ticket.updatedAt)],
    ...(ticket.order ? [[t('tickets:detail.order'), ticket.order.orderNumber] as [string, string]] : []),
    ...(viewer.staff ? [[t('tickets:detail.raisedBy'), personLabel(t, ticket.user, ticket.restaurant?.name)] as [string, string]] : []),
    ...(viewer.staff && ticket.restaurant ? [[t('tickets:detail.restaurant'), ticket.restaurant.name] as [string, string]] : []),
    [t('tickets:detail.handledBy'), ticket.service ? personLabel(t, ticket.service) : t('tickets:detail.notAssigned')],
  ];

  return (
    <article aria-label={headingLabel} className="flex flex-col gap-5 rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <header className="flex flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 text-xl font-bold break-words text-ink">{ticket.subject}</h2>
          <StatusBadge status={ticket.status} />
        </div>
        <p className="text-sm text-stone-700">{t('tickets:detail.number', { id: ticket.id })}</p>
      </header>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-stone-700">{label}</dt>
            <dd className="mb-1 break-words text-ink sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby={`ticket-${ticket.id}-description`} className="flex flex-col gap-1">
        <h3 id={`ticket-${ticket.id}-description`} className="text-sm font-semibold text-stone-700">
          {t('tickets:detail.description')}
        </h3>
        <p className="break-words whitespace-pre-line text-ink">{ticket.description}</p>
      </section>
      {viewer.staff && <StaffActions ticket={ticket} canDelete={viewer.admin} onDeleted={onDeleted} />}
      <section aria-labelledby={`ticket-${ticket.id}-responses`} className="flex flex-col gap-3 border-t border-stone-200 pt-4">
        <h3 id={`ticket-${ticket.id}-responses`} className="text-base font-bold text-ink">
          {t('tickets:detail.responses')}
        </h3>
        {responses.data ? (
          <>
            <ResponseList responses={responses.data.results} ticket={ticket} viewerId={viewer.id} />
            <Pager page={page} totalPages={responses.data.totalPages} onPage={setPage} label={t('tickets:detail.responsesPages')} />
          </>
        ) : (
          <LoadState error={responses.isError} onRetry={() => void responses.refetch()} />
        )}
      </section>
      {canReply && (
        <ReplyForm
          ticketId={ticket.id}
          canAskCustomer={viewer.staff}
          onSent={() => setPage(Math.max(1, Math.ceil(((responses.data?.totalCount ?? 0) + 1) / DEFAULT_PAGE_SIZE)))}
        />
      )}
      {!canReply && <p className="text-sm text-stone-700">{replyHint(t, ticket, { staff: viewer.staff, isCreator }, final)}</p>}
      {isCreator && ticket.status === 'OPEN' && ticket.responseCount === 0 && (
        <Button variant="danger" size="sm" className="self-start" loading={withdraw.isPending} onClick={() => void onWithdraw()}>
          {t('tickets:detail.withdraw')}
        </Button>
      )}
    </article>
  );
}

/**
 * Why there is no reply box. 'Open a new one' is advice for the one who raised the ticket; staff
 * looking at a finished ticket are only told it takes no more responses (issue 10).
 */
function replyHint(t: (key: string) => string, ticket: Ticket, { staff, isCreator }: { staff: boolean; isCreator: boolean }, final: boolean): string {
  if (final) return isCreator ? t('tickets:detail.finalHint') : t('tickets:detail.finalStaffHint');
  if (staff && ticket.status === 'OPEN') return t('tickets:detail.acceptHint');
  return t('tickets:detail.otherStaffHint');
}
