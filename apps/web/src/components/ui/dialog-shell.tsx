import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from './return-focus';

interface DialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** 'sheet' slides in from the right edge; 'dialog' is centred (a bottom sheet on phones). */
  variant?: 'sheet' | 'dialog';
  /** Hide the description visually but keep it for screen readers. */
  hideDescription?: boolean;
  /** Where the focus goes on closing, when it is not what had the focus on opening (see useReturnFocus). */
  returnFocusTo?: HTMLElement | null;
}

const CONTENT = {
  sheet: 'fixed inset-y-0 right-0 flex w-full max-w-md flex-col bg-white shadow-2xl',
  dialog:
    'fixed inset-x-0 bottom-0 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-2xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
};

/**
 * A hyphenated word of a title stays on one line: an order number ("#FK-100112") broken after its
 * hyphen reads as two things. The text is the same, so the dialog's accessible name is too. A word
 * too long for a phone's line may still break.
 */
function keepHyphenated(title: string): ReactNode {
  const parts = title.split(/(\S+-\S+)/);
  if (parts.length === 1) return title;
  return parts.map((part, i) =>
    i % 2 && part.length <= 24 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * Radix Dialog with the product's look: overlay, title, close button, focus trap, scroll lock, and
 * the focus back on the control that opened it.
 */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  children,
  variant = 'dialog',
  hideDescription = false,
  returnFocusTo,
}: DialogShellProps) {
  const { t } = useTranslation();
  const focus = useReturnFocus(returnFocusTo);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content
          className={clsx('z-50 focus:outline-none', CONTENT[variant])}
          onOpenAutoFocus={focus.remember}
          onCloseAutoFocus={focus.restore}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start gap-3 border-b border-stone-200 px-5 py-4">
            <div className="min-w-0 flex-1">
              {/* Titles wrap: a long one (a refund for an order number, in German) is never cut off at 375 px. */}
              <Dialog.Title className="text-lg font-bold text-balance break-words text-ink">
                {typeof title === 'string' ? keepHyphenated(title) : title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description className={clsx('text-sm text-stone-700', hideDescription && 'sr-only')}>{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              aria-label={t('dialog.close')}
              className="-mr-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
