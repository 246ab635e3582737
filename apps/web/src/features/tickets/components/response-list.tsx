import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Ticket, TicketResponse } from '@forkly/contracts';
import { useDateTimeFormat } from '../lib/format-date';
import { personLabel } from '../lib/person-label';

/** The conversation on a ticket; the viewer's own messages sit on the right, like a chat. */
export function ResponseList({ responses, ticket, viewerId }: { responses: TicketResponse[]; ticket: Ticket; viewerId: number }) {
  const { t } = useTranslation(['tickets', 'common']);
  const formatDate = useDateTimeFormat();
  if (!responses.length) return <p className="text-sm text-stone-700">{t('tickets:detail.noResponses')}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {responses.map((response) => {
        const mine = response.author?.id === viewerId;
        const author = mine
          ? t('tickets:detail.you')
          : response.author
            ? personLabel(t, response.author, ticket.restaurant?.name)
            : t('tickets:detail.removedAccount');
        return (
          <li
            key={response.id}
            className={clsx(
              'flex max-w-[90%] flex-col gap-1 rounded-2xl p-3 sm:max-w-[80%]',
              mine ? 'self-end bg-brand-50 ring-1 ring-brand-200' : 'self-start bg-stone-100 ring-1 ring-stone-200',
            )}
          >
            <p className="text-xs font-semibold text-stone-700">
              {author} · <time dateTime={response.createdAt}>{formatDate(response.createdAt)}</time>
            </p>
            <p className="text-sm break-words whitespace-pre-line text-ink">{response.response}</p>
          </li>
        );
      })}
    </ol>
  );
}
