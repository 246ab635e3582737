import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canMoveTicket, type Ticket } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { deferredComponent } from '../../../lib/deferred-component';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useAcceptTicket } from '../api/accept-ticket';
import { useDeleteTicket } from '../api/delete-ticket';
import { useEndTicket, type TicketEndStatus } from '../api/end-ticket';

const DeleteTicketDialog = deferredComponent(() => import('./delete-ticket-dialog').then((m) => m.DeleteTicketDialog));

interface StaffActionsProps {
  ticket: Ticket;
  /** ADMIN may also delete the ticket, after a confirmation. */
  canDelete?: boolean;
  /** After the ticket is deleted. */
  onDeleted?: () => void;
}

/**
 * What staff can do with a ticket now (DESIGN.md section 6): accept an OPEN one, then complete it
 * or close it; an OPEN one can also be closed unanswered. Only moves the server allows are offered.
 * ADMIN can delete any ticket (issue 8).
 */
export function StaffActions({ ticket, canDelete = false, onDeleted }: StaffActionsProps) {
  const { t } = useTranslation(['tickets', 'errors']);
  const accept = useAcceptTicket();
  const end = useEndTicket();
  const remove = useDeleteTicket();
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const busy = accept.isPending || end.isPending || remove.isPending;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
      return true;
    } catch (err) {
      toast.error(errorMessage(t, err));
      return false;
    }
  };
  const finish = (status: TicketEndStatus) => run(() => end.mutateAsync({ id: ticket.id, status }), t('tickets:actions.statusUpdated'));
  const confirmDelete = async () => {
    const deleted = await run(() => remove.mutateAsync(ticket.id), t('tickets:delete.done', { id: ticket.id }));
    setConfirming(false);
    if (deleted) onDeleted?.();
  };

  const canAccept = ticket.status === 'OPEN';
  const canComplete = canMoveTicket(ticket.status, 'COMPLETED');
  const canClose = canMoveTicket(ticket.status, 'CLOSED');
  if (!canAccept && !canComplete && !canClose && !canDelete) return null;
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
      {canDelete && (
        <>
          <Button ref={deleteButton} variant="danger" disabled={busy} onClick={() => setConfirming(true)} className="sm:ml-auto">
            <Trash2 aria-hidden className="size-4" />
            {t('tickets:delete.action')}
          </Button>
          <DeleteTicketDialog
            ticketId={ticket.id}
            open={confirming}
            busy={remove.isPending}
            onConfirm={() => void confirmDelete()}
            onCancel={() => setConfirming(false)}
            returnFocusTo={deleteButton}
          />
        </>
      )}
    </div>
  );
}
