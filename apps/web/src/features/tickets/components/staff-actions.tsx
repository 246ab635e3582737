import { useTranslation } from 'react-i18next';
import { canMoveTicket, type Ticket } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useAcceptTicket } from '../api/accept-ticket';
import { useEndTicket, type TicketEndStatus } from '../api/end-ticket';

/**
 * What staff can do with a ticket now (DESIGN.md section 6): accept an OPEN one, then complete it
 * or close it; an OPEN one can also be closed unanswered. Only moves the server allows are offered.
 */
export function StaffActions({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation(['tickets', 'errors']);
  const accept = useAcceptTicket();
  const end = useEndTicket();
  const busy = accept.isPending || end.isPending;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch (err) {
      toast.error(errorMessage(t, err));
    }
  };
  const finish = (status: TicketEndStatus) =>
    run(() => end.mutateAsync({ id: ticket.id, status }), t(status === 'COMPLETED' ? 'tickets:actions.completed' : 'tickets:actions.closed'));

  const canAccept = ticket.status === 'OPEN';
  const canComplete = canMoveTicket(ticket.status, 'COMPLETED');
  const canClose = canMoveTicket(ticket.status, 'CLOSED');
  if (!canAccept && !canComplete && !canClose) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {canAccept && (
        <Button loading={accept.isPending} disabled={busy} onClick={() => void run(() => accept.mutateAsync(ticket.id), t('tickets:actions.accepted'))}>
          {t('tickets:actions.accept')}
        </Button>
      )}
      {canComplete && (
        <Button variant="secondary" loading={end.isPending && end.variables?.status === 'COMPLETED'} disabled={busy} onClick={() => void finish('COMPLETED')}>
          {t('tickets:actions.complete')}
        </Button>
      )}
      {canClose && (
        <Button variant="secondary" loading={end.isPending && end.variables?.status === 'CLOSED'} disabled={busy} onClick={() => void finish('CLOSED')}>
          {t('tickets:actions.close')}
        </Button>
      )}
    </div>
  );
}
