import { clsx } from 'clsx';
import { ArrowLeft, Inbox } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, TICKET_STATUSES, type TicketStatus } from '@forkly/contracts';
import { useTickets } from '../api/get-tickets';
import { TicketFilters, type TicketFilterKey } from './ticket-filters';
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
  /** Offer SPEC.md's ticket filters (staff work through the queue by status, person and date). */
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

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters the URL holds, each only when it is well formed (a hand-edited URL never reaches the server broken). */
function filtersOf(params: URLSearchParams): Partial<Record<TicketFilterKey, string>> {
  const out: Partial<Record<TicketFilterKey, string>> = {};
  const status = TICKET_STATUSES.find((s) => s === params.get('status'));
  if (status) out.status = status;
  for (const key of ['userId', 'restaurantId', 'courierId', 'serviceId'] as const) if (positiveInt(params.get(key))) out[key] = params.get(key)!;
  for (const key of ['from', 'to'] as const) if (DATE.test(params.get(key) ?? '')) out[key] = params.get(key)!;
  return out;
}

/**
 * A paged ticket list beside the chosen ticket. Page, filters and the chosen ticket live in the URL
 * (`?page=&status=&userId=&…&ticket=`), so reload and Back keep the place. On a phone the list and
 * the ticket take turns; from 1024 px they sit side by side.
 */
export function TicketsView({ viewer, statusFilter = false, empty, userId }: TicketsViewProps) {
  const { t } = useTranslation('tickets');
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  // Filters are staff's; a screen without them (a customer's own tickets) ignores any in the URL.
  const filters = statusFilter ? filtersOf(params) : {};
  const filtered = Object.keys(filters).length > 0;
  const selected = positiveInt(params.get('ticket'));
  const listHeading = useRef<HTMLHeadingElement>(null);
  const tickets = useTickets({
    page,
    limit: DEFAULT_PAGE_SIZE,
    sortBy: 'DATE',
    orderBy: 'DESC',
    from: filters.from,
    to: filters.to,
    status: filters.status as TicketStatus | undefined,
    userId: userId ?? (filters.userId ? Number(filters.userId) : undefined),
    restaurantId: filters.restaurantId ? Number(filters.restaurantId) : undefined,
    courierId: filters.courierId ? Number(filters.courierId) : undefined,
    serviceId: filters.serviceId ? Number(filters.serviceId) : undefined,
  });

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
          <TicketFilters filters={filters} onChange={(changes) => setParams(withParams({ ...changes, page: undefined }).slice(1), { replace: true })} />
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
              <p className="text-stone-800">{filtered ? t('list.emptyFiltered') : empty.text}</p>
              {!filtered && empty.action}
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
