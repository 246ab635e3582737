import * as Toast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useToastStore, type ToastKind } from '../../stores/toast-store';
import { Spinner } from '../ui/spinner';

/** SPEC.md section 9: toasts last 5000 ms, swipe threshold 50, hotkey F8 (Radix's own defaults). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];

const TITLE_KEYS: Record<ToastKind, string> = {
  error: 'toast.errorTitle',
  success: 'toast.successTitle',
  pending: 'toast.pendingTitle',
};

const ACCENTS: Record<ToastKind, string> = {
  error: 'border-l-red-700',
  success: 'border-l-green-700',
  pending: 'border-l-brand-700',
};

function KindIcon({ kind }: { kind: ToastKind }) {
  if (kind === 'pending') return <Spinner size={20} />;
  if (kind === 'error') return <CircleAlert className="h-5 w-5 text-red-700" aria-hidden="true" />;
  return <CircleCheck className="h-5 w-5 text-green-700" aria-hidden="true" />;
}

/**
 * Renders the store's single current toast: a new toast replaces the old one (SPEC.md section 2),
 * and keying by id restarts Radix's timer for each new message. It sits in the sticky header as a
 * row of its own, not floating over the page, so it never covers a control (issue 25): the page
 * moves down for it, and what scrolls under it scrolls under the header anyway.
 */
export function Toaster() {
  const { t } = useTranslation();
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeThreshold={TOAST_SWIPE_THRESHOLD} swipeDirection="right" label={t('toast.region', { hotkey: 'F8' })}>
      {current && (
        <Toast.Root
          key={current.id}
          type={current.kind === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismiss(current.id)}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border border-l-4 border-stone-200 bg-white p-4 shadow-lg shadow-stone-900/10 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 ${ACCENTS[current.kind]}`}
        >
          <span className="mt-0.5 shrink-0">
            <KindIcon kind={current.kind} />
          </span>
          <div className="min-w-0 flex-1">
            <Toast.Title className="text-sm font-bold text-ink">{t(TITLE_KEYS[current.kind])}</Toast.Title>
            {current.description && <Toast.Description className="mt-1 text-sm text-stone-700">{current.description}</Toast.Description>}
          </div>
          <Toast.Close
            aria-label={t('toast.close')}
            className="rounded-md p-1 text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        hotkey={TOAST_HOTKEY}
        className="mx-auto m-0 flex max-w-7xl list-none flex-col items-end gap-2 px-4 outline-none not-empty:pb-3 sm:px-6"
      />
    </Toast.Provider>
  );
}
