import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { useReturnFocus } from './return-focus';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** A sentence, or richer content (a list of what follows); read out as the dialog's description. */
  description: ReactNode;
  confirmLabel: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Puts the focus somewhere else on closing (say, a field the answer marked wrong); true if it did. */
  focusOnClose?: () => boolean;
  /** Room for a longer description. */
  wide?: boolean;
}

/**
 * Asks before something that cannot be undone; Cancel has the focus first, so Enter never confirms
 * by accident. Closing gives the focus back to the control that opened it (see useReturnFocus).
 */
export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel, busy, onConfirm, onCancel, focusOnClose, wide }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const focus = useReturnFocus();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            focus.remember();
            event.preventDefault();
            cancel.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (focusOnClose?.()) {
              event.preventDefault();
              return;
            }
            focus.restore(event);
          }}
          className={clsx(
            'fixed inset-x-4 top-1/2 z-50 mx-auto flex max-h-[90vh] -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl focus:outline-none',
            wide ? 'max-w-lg' : 'max-w-md',
          )}
        >
          <Dialog.Title className="flex items-start gap-2 text-lg font-bold text-ink">{title}</Dialog.Title>
          {typeof description === 'string' ? (
            <Dialog.Description className="text-sm text-stone-700">{description}</Dialog.Description>
          ) : (
            <Dialog.Description asChild>
              <div className="flex flex-col gap-3 text-sm text-stone-800">{description}</div>
            </Dialog.Description>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={busy}>
              {cancelLabel ?? t('dialog.cancel')}
            </Button>
            <Button variant="danger" loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
