import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../../components/feedback/error-screen';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { usePartnerRequest } from '../api/get-partner-request';
import { InvitationPanel } from './invitation-panel';
import { PartnerStatusBadge } from './partner-status-badge';
import { RequestActions } from './request-actions';
import { RequestFacts } from './request-facts';
import { RequestHistory } from './request-history';
import { RequestStatements } from './request-statements';

interface PartnerDetailDialogProps {
  requestId: number;
  /** The staff member looking: the reviewer is told why they cannot sign off. */
  viewerId: number;
  onClose: () => void;
  /** Puts the focus back where it belongs once the modal has closed (the Action that opened it). */
  onCloseFocus: () => void;
}

/**
 * The detail modal of a partner request (GET /partner/{id}). Radix locks the page's scroll and
 * traps the focus while it is open; Escape or the close button closes it. Full screen on phones.
 */
export function PartnerDetailDialog({ requestId, viewerId, onClose, onCloseFocus }: PartnerDetailDialogProps) {
  const { t } = useTranslation('partnerAdmin');
  const request = usePartnerRequest(requestId);
  const data = request.data;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseFocus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-white shadow-2xl focus:outline-none sm:inset-x-4 sm:top-[4vh] sm:bottom-auto sm:mx-auto sm:max-h-[92vh] sm:max-w-3xl sm:rounded-2xl"
        >
          <div className="flex items-center gap-3 border-b border-stone-200 px-5 py-4">
            <Dialog.Title className="min-w-0 flex-1 truncate text-lg font-bold text-ink">
              {data ? t('detail.title', { name: data.fullname }) : t('detail.loadingTitle')}
            </Dialog.Title>
            {data && <PartnerStatusBadge status={data.status} />}
            <Dialog.Close
              aria-label={t('detail.close')}
              className="-mr-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-5">
            {data ? (
              <div className="grid gap-6 md:grid-cols-2">
                <div className="flex flex-col gap-6">
                  <RequestFacts request={data} />
                  <RequestStatements request={data} />
                </div>
                <div className="flex flex-col gap-6">
                  <RequestActions request={data} viewerId={viewerId} />
                  <InvitationPanel request={data} />
                  <RequestHistory history={data.history} />
                </div>
              </div>
            ) : request.isError ? (
              <ErrorScreen onRetry={() => void request.refetch()} />
            ) : (
              <LoadingOverlay fullScreen={false} />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
