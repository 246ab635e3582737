import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListParams } from '../../../components/data-table';
import { useActiveUser } from '../../../lib/active-user';
import { deferredComponent } from '../../../lib/deferred-component';
import { usePartnerRequests } from '../api/get-partner-requests';
import { PartnerFilters } from '../components/partner-filters';
import { PartnerRequestsTable } from '../components/partner-requests-table';
import { PARTNER_FILTER_KEYS, PARTNER_LIST_DEFAULTS } from '../lib/partner-list';

const PartnerDetailDialog = deferredComponent(() => import('../components/partner-detail-dialog').then((m) => m.PartnerDetailDialog));

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * /dashboard/partners (ADMIN, SERVICE): the partner requests. Filters, sort, page and the opened
 * request (`?partner=`) live in the URL, so a reload or a shared link shows the same thing.
 */
export function PartnersPage({ viewerId }: { viewerId: number }) {
  const { t } = useTranslation('partnerAdmin');
  const list = useListParams(PARTNER_FILTER_KEYS, PARTNER_LIST_DEFAULTS);
  const requests = usePartnerRequests(list.apiQuery);
  const [params, setParams] = useSearchParams();
  const opened = positiveInt(params.get('partner'));
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const setOpened = (id: number | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === undefined) next.delete('partner');
      else next.set('partner', String(id));
      return next;
    });

  // Focus goes back to the Action that opened the modal; if a refetch took that row away, to the heading.
  const returnFocus = () => (opener.current?.isConnected ? opener.current : heading.current)?.focus();

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-extrabold tracking-tight break-words hyphens-auto text-ink focus:outline-none sm:text-3xl">
          {t('title')}
        </h1>
        <p className="mt-1 max-w-3xl text-stone-700">{t('intro')}</p>
      </div>
      <PartnerRequestsTable
        query={requests}
        list={list}
        toolbar={<PartnerFilters list={list} />}
        onOpen={(id, button) => {
          opener.current = button;
          setOpened(id);
        }}
      />
      {opened && <PartnerDetailDialog requestId={opened} viewerId={viewerId} onClose={() => setOpened(undefined)} onCloseFocus={returnFocus} />}
    </div>
  );
}

/** /dashboard/partners, behind the role guard of the partners section. */
export function Component() {
  const { data: user } = useActiveUser();
  if (!user) return null; // the role guard renders this page only once the user is known
  return <PartnersPage viewerId={user.currentUserId} />;
}
