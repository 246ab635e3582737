import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface CatalogueDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}

/** Radix Dialog (focus trap, Escape, scroll lock): centred on wide screens, a bottom sheet on phones. */
export function CatalogueDialog({ open, onOpenChange, title, description, children }: CatalogueDialogProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-2xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[90dvh] sm:w-full sm:max-w-xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <div className="flex items-start gap-3 border-b border-stone-200 px-5 py-4">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-bold break-words text-ink">{title}</Dialog.Title>
              {description && <Dialog.Description className="text-sm text-stone-700">{description}</Dialog.Description>}
            </div>
            <Dialog.Close
              aria-label={t('dialog.close')}
              className="-mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto overscroll-contain px-5 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
