import { clsx } from 'clsx';
import { ArrowLeft, Inbox } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, TICKET_STATUSES, TICKET_STATUS_OPTIONS, type TicketStatus } from '@forkly/contracts';
import { SelectField } from '../../../components/forms/select-field';
import { useTickets } from '../api/get-tickets';
import { LoadState } from './load-state';
import { Pager } from '../../../components/data-table';
import { TicketDetail } from './ticket-detail';
import { TicketList } from './ticket-list';

export interface TicketsViewer {
  id: number;
  /** SERVICE or ADMIN: sees every ticket and may accept, answer and end them. */
  staff: boolean;
  /** ADMIN: may also delete a ticket. */
  admin?: boolean;
}

interface TicketsViewProps {
  viewer: TicketsViewer;
  /** Offer the status filter (staff work through the queue by status). */
  statusFilter?: boolean;
  /** What an empty list says, and what it offers (e.g. a link to the form). */
  empty: { text: string; action?: ReactNode };
  /** Only this person's tickets (staff looking at one customer, `/dashboard/users/{id}/support`). */
  userId?: number;
}

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * A paged ticket list beside the chosen ticket. Page, status filter and the chosen ticket live in
 * the URL (`?page=&status=&ticket=`), so reload and Back keep the place. On a phone the list and
 * the ticket take turns; from 1024 px they sit side by side.
 */
export function TicketsView({ viewer, statusFilter = false, empty, userId }: TicketsViewProps) {
  const { t } = useTranslation('tickets');
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const rawStatus = params.get('status');
  const status = TICKET_STATUSES.find((s) => s === rawStatus);
  const selected = positiveInt(params.get('ticket'));
  const listHeading = useRef<HTMLHeadingElement>(null);
  const tickets = useTickets({ page, limit: DEFAULT_PAGE_SIZE, status, sortBy: 'DATE', orderBy: 'DESC', ...(userId ? { userId } : {}) });

  const withParams = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    return `?${next.toString()}`;
  };
  const showPage = (n: number) => setParams(withParams({ page: String(n) }).slice(1));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <section aria-labelledby="tickets-list-heading" className={clsx('flex-col gap-4', selected ? 'hidden lg:flex' : 'flex')}>
        <h2 id="tickets-list-heading" ref={listHeading} tabIndex={-1} className="sr-only">
          {t('list.heading')}
        </h2>
        {statusFilter && (
          <SelectField
            label={t('list.statusFilter')}
            value={status ?? ''}
            onChange={(event) => setParams(withParams({ status: event.target.value || undefined, page: undefined }).slice(1))}
            options={[{ value: '', label: t('list.allStatuses') }, ...TICKET_STATUS_OPTIONS.map((s: TicketStatus) => ({ value: s, label: t(`status.${s}`) }))]}
          />
        )}
        {tickets.data ? (
          tickets.data.results.length ? (
            <>
              <TicketList tickets={tickets.data.results} selectedId={selected} linkTo={(id) => withParams({ ticket: String(id) })} showRaiser={viewer.staff} />
              <Pager page={page} totalPages={tickets.data.totalPages} onPage={showPage} label={t('list.pages')} />
            </>
          ) : (
            <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
              <Inbox aria-hidden className="size-8 text-stone-500" />
              <p className="text-stone-800">{status ? t('list.emptyFiltered') : empty.text}</p>
              {!status && empty.action}
            </div>
          )
        ) : (
          <LoadState error={tickets.isError} onRetry={() => void tickets.refetch()} />
        )}
      </section>
      <div className={clsx('flex-col gap-3', selected ? 'flex' : 'hidden lg:flex')}>
        {selected ? (
          <>
            <Link
              to={withParams({ ticket: undefined })}
              className="inline-flex h-11 items-center gap-2 self-start text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700 lg:hidden"
            >
              <ArrowLeft aria-hidden className="size-4" />
              {t('list.back')}
            </Link>
            <TicketDetail
              ticketId={selected}
              viewer={viewer}
              onDeleted={() => {
                setParams(withParams({ ticket: undefined }).slice(1));
                // The button that opened the question is gone with the ticket: the list takes the focus.
                requestAnimationFrame(() => listHeading.current?.focus());
              }}
            />
          </>
        ) : (
          <p className="rounded-3xl border border-dashed border-stone-300 p-8 text-center text-stone-700">{t('list.choose')}</p>
        )}
      </div>
    </div>
  );
}
