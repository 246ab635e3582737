import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REJECTION_REASONS, type BoardOrder, type RejectionReason } from '@forkly/contracts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { errorMessage, validationMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useCancelBoardOrder } from '../api/board-actions';
import { RadioChoice } from './radio-choice';

interface CancelDialogProps {
  open: boolean;
  order: Pick<BoardOrder, 'id' | 'orderNumber'>;
  onClose: () => void;
}

/**
 * "Cancel & refund": staff cancel an open order at any stage before delivery with one of the
 * kitchen's reasons (the customer is told it, in their language); the server refunds in full.
 */
export function CancelDialog({ open, order, onClose }: CancelDialogProps) {
  const { t } = useTranslation(['operations', 'validation', 'errors']);
  const cancel = useCancelBoardOrder();
  const [reason, setReason] = useState<RejectionReason>();
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string>();
  // Each opening starts without a choice.
  const close = () => {
    setReason(undefined);
    setMissing(false);
    setFailure(undefined);
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) return setMissing(true);
    setFailure(undefined);
    try {
      await cancel.mutateAsync({ orderId: order.id, reason });
      toast.success(t('operations:cancel.done', { number: order.orderNumber }));
      close();
    } catch (err) {
      setFailure(errorMessage(t, err));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('operations:cancel.title', { number: order.orderNumber })}
      description={t('operations:cancel.intro')}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('operations:cancel.submit')}
      backLabel={t('operations:dialog.back')}
      pending={cancel.isPending}
      danger
    >
      <RadioChoice
        legend={t('operations:cancel.reason')}
        name="reason"
        value={reason}
        options={REJECTION_REASONS.map((value) => ({ value, label: t(`operations:cancel.reasons.${value}`) }))}
        onChange={(value) => {
          setReason(value);
          setMissing(false);
        }}
        error={missing ? validationMessage(t, 'fieldRequired', { path: t('operations:cancel.reason') }) : undefined}
      />
    </FormDialog>
  );
}
