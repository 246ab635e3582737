import { clsx } from 'clsx';
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Ticket } from '@forkly/contracts';
import { useDateTimeFormat } from '../lib/format-date';
import { personLabel } from '../lib/person-label';
import { StatusBadge } from './status-badge';

interface TicketListProps {
  tickets: Ticket[];
  selectedId?: number;
  /** The link that opens a ticket (keeps the list's page and filter). */
  linkTo: (id: number) => string;
  /** Staff see who raised each ticket. */
  showRaiser: boolean;
}

/** One page of tickets: subject, status, number, issue type, date and responses. */
export function TicketList({ tickets, selectedId, linkTo, showRaiser }: TicketListProps) {
  const { t } = useTranslation(['tickets', 'common']);
  const formatDate = useDateTimeFormat();
  return (
    <ul className="flex flex-col gap-2">
      {tickets.map((ticket) => {
        const selected = ticket.id === selectedId;
        return (
          <li key={ticket.id}>
            <Link
              to={linkTo(ticket.id)}
              aria-current={selected ? 'true' : undefined}
              className={clsx(
                'flex flex-col gap-1.5 rounded-2xl bg-white p-4 ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                selected ? 'ring-2 ring-brand-600' : 'ring-stone-200 hover:ring-stone-400',
              )}
            >
              <span className="flex items-start justify-between gap-3">
                <span className="min-w-0 font-semibold break-words text-ink">{ticket.subject}</span>
                <StatusBadge status={ticket.status} />
              </span>
              <span className="text-sm text-stone-700">
                {t('tickets:list.meta', { id: ticket.id, type: t(`tickets:issueType.${ticket.issueType}`) })}
                {ticket.order && ` · ${ticket.order.orderNumber}`}
              </span>
              {showRaiser && (
                <span className="text-sm text-stone-700">{t('tickets:list.raisedBy', { name: personLabel(t, ticket.user, ticket.restaurant?.name) })}</span>
              )}
              <span className="flex items-center justify-between gap-2 text-sm text-stone-600">
                <time dateTime={ticket.createdAt}>{formatDate(ticket.createdAt)}</time>
                <span className="inline-flex items-center gap-1">
                  <MessageSquare aria-hidden className="size-4" />
                  {t('tickets:list.responses', { count: ticket.responseCount })}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
