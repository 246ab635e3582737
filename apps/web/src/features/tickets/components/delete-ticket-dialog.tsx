import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DeleteTicketDialogProps {
  ticketId: number;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where the focus goes when the dialog closes: the button that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * ADMIN's question before deleting a ticket for good (issue 8). Cancel has the focus first, so
 * Enter never deletes by accident; closing returns the focus to the Delete button.
 */
export function DeleteTicketDialog({ ticketId, open, busy, onConfirm, onCancel, returnFocusTo }: DeleteTicketDialogProps) {
  const { t } = useTranslation('tickets');
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      title={t('delete.title', { id: ticketId })}
      description={t('delete.body')}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      focusOnClose={() => {
        returnFocusTo.current?.focus();
        return !!returnFocusTo.current;
      }}
    />
  );
}
