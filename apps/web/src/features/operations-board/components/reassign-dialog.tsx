import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardCourier, BoardOrder } from '@forkly/contracts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { errorMessage, validationMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useReassignBoardOrder } from '../api/board-actions';
import { RadioChoice } from './radio-choice';

interface ReassignDialogProps {
  open: boolean;
  order: Pick<BoardOrder, 'id' | 'orderNumber' | 'courier'> & { restaurant: { name: string } };
  couriers: readonly BoardCourier[];
  onClose: () => void;
}

/**
 * "Reassign": the order, with its whole trip (decision 033), goes to an idle courier of the zone.
 * The server checks again under the zone's lock, so a courier that took a trip meanwhile is refused
 * with its message and the choice stays open.
 */
export function ReassignDialog({ open, order, couriers, onClose }: ReassignDialogProps) {
  const { t } = useTranslation(['operations', 'validation', 'errors']);
  const reassign = useReassignBoardOrder();
  const [choice, setChoice] = useState<number>();
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string>();
  // Each opening starts without a choice.
  const close = () => {
    setChoice(undefined);
    setMissing(false);
    setFailure(undefined);
    onClose();
  };
  const idle = couriers.filter((courier) => courier.state === 'idle' && courier.id !== order.courier?.id);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (choice === undefined) return setMissing(true);
    setFailure(undefined);
    try {
      await reassign.mutateAsync({ orderId: order.id, courierId: choice });
      toast.success(t('operations:reassign.done', { number: order.orderNumber, name: idle.find((c) => c.id === choice)?.name ?? '' }));
      close();
    } catch (err) {
      setFailure(errorMessage(t, err));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('operations:reassign.title', { number: order.orderNumber })}
      description={t('operations:reassign.intro', { restaurant: order.restaurant.name })}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('operations:reassign.submit')}
      backLabel={t('operations:dialog.back')}
      pending={reassign.isPending}
      submitDisabled={!idle.length}
    >
      {idle.length ? (
        <RadioChoice
          legend={t('operations:reassign.courier')}
          name="courier"
          value={choice}
          options={idle.map((courier) => ({ value: courier.id, label: courier.name, hint: courier.phone }))}
          onChange={(value) => {
            setChoice(value);
            setMissing(false);
          }}
          error={missing ? validationMessage(t, 'fieldRequired', { path: t('operations:reassign.courier') }) : undefined}
        />
      ) : (
        <p className="rounded-xl bg-stone-50 p-4 text-sm text-stone-700 ring-1 ring-stone-200">{t('operations:reassign.none')}</p>
      )}
    </FormDialog>
  );
}
