import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isStaffRole, type ActiveUser } from '@forkly/contracts';
import { ticketsTabLabel } from '@forkly/domain';
import { Button } from '../../../components/ui/button';
import { useActiveUser } from '../../../lib/active-user';
import { TicketsView } from '../components/tickets-view';
import { deferredComponent } from '../../../lib/deferred-component';

const TicketForm = deferredComponent(() => import('../components/ticket-form').then((m) => m.TicketForm));

/**
 * The dashboard's Tickets tab (Messages for couriers, SPEC.md section 2). Staff work through every
 * ticket: filter by status, accept, answer, complete or close; ADMIN also deletes. Restaurants and
 * couriers see the tickets they raised and can open a new one.
 */
export function TicketsPage({ user }: { user: ActiveUser }) {
  const { t } = useTranslation('tickets');
  const [, setParams] = useSearchParams();
  const [composing, setComposing] = useState(false);
  const staff = isStaffRole(user.currentUserRole);
  const label = ticketsTabLabel(user.currentUserRole);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t(`dashboard.title.${label}`)}</h1>
          <p className="mt-1 text-stone-700">{t(staff ? 'dashboard.staffIntro' : `dashboard.intro.${label}`)}</p>
        </div>
        {!staff && (
          <Button onClick={() => setComposing((open) => !open)} aria-expanded={composing} aria-controls="new-ticket-panel" className="self-start">
            {composing ? <X aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
            {composing ? t('dashboard.cancelNew') : t(`dashboard.new.${label}`)}
          </Button>
        )}
      </div>
      {!staff && composing && (
        <section id="new-ticket-panel" aria-labelledby="new-ticket-heading" className="rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
          <h2 id="new-ticket-heading" className="mb-4 text-lg font-bold text-ink">
            {t(`dashboard.new.${label}`)}
          </h2>
          <TicketForm
            onCreated={(ticket) => {
              setComposing(false);
              setParams({ ticket: String(ticket.id) });
            }}
          />
        </section>
      )}
      <TicketsView
        viewer={{ id: user.currentUserId, staff, admin: user.currentUserRole === 'ADMIN' }}
        statusFilter={staff}
        empty={{ text: t(staff ? 'dashboard.emptyStaff' : `dashboard.empty.${label}`) }}
      />
    </div>
  );
}

/** /dashboard/tickets, behind the role guard of the tickets section. */
export function Component() {
  const { data: user } = useActiveUser();
  if (!user) return null; // the role guard renders this page only once the user is known
  return <TicketsPage user={user} />;
}
