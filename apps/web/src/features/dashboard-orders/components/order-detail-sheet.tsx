import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../../components/feedback/error-screen';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { useOrder } from '../../orders';
import { OrderDetail } from './order-detail';
import type { Viewer } from './status-actions';

interface OrderDetailSheetProps {
  orderId: number;
  viewer: Viewer;
  onClose: () => void;
}

/**
 * The order opened from the list's Action, in a side sheet (full width on phones) over the list.
 * Radix locks the page's scroll and traps focus while it is open; Escape closes it.
 */
export function OrderDetailSheet({ orderId, viewer, onClose }: OrderDetailSheetProps) {
  const { t } = useTranslation('dashboardOrders');
  const order = useOrder(orderId);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xl flex-col bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex items-center gap-3 border-b border-stone-200 px-5 py-4">
            <Dialog.Title className="min-w-0 flex-1 truncate text-lg font-bold text-ink">
              {order.data ? t('detail.title', { number: order.data.orderNumber }) : t('detail.loadingTitle')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('detail.close')}
              className="-mr-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-5">
            {order.data ? (
              <OrderDetail order={order.data} viewer={viewer} />
            ) : order.isError ? (
              <ErrorScreen onRetry={() => void order.refetch()} />
            ) : (
              <LoadingOverlay fullScreen={false} />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
