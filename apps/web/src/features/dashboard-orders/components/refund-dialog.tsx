import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, RefundReason, RefundRequest } from '@forkly/contracts';
import { nameWithOptions } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useFormatPrice } from '../../../lib/price-format';
import { toast } from '../../../stores/toast-store';
import { useRefundOrder } from '../api/refund-order';
import { fieldText, linesLeft, serverFieldErrors } from '../lib/refund-form';
import { ChoiceGroup } from './choice-group';
import { ReasonField } from './reason-field';

type Mode = 'lines' | 'amount';
type Errors = Partial<Record<'lines' | 'amount' | 'reason', string>>;

/** The request from what was typed, or the fields' problems (catalogue keys) when it cannot be sent. */
function readForm(mode: Mode, quantities: Record<number, string>, amount: string, reason: RefundReason | ''): { request: RefundRequest } | { errors: Errors } {
  const errors: Errors = {};
  if (!reason) errors.reason = 'reasonRequired';
  const lines = Object.entries(quantities)
    .map(([lineId, text]) => ({ lineId: Number(lineId), quantity: Number(text) }))
    .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
  if (mode === 'lines' && lines.length === 0) errors.lines = 'refundChoiceRequired';
  if (mode === 'amount' && !amount.trim()) errors.amount = 'amountRequired';
  if (Object.keys(errors).length > 0 || !reason) return { errors };
  return { request: mode === 'lines' ? { lines, reason } : { amount: amount.trim().replace(',', '.'), reason } };
}

/**
 * Staff's "Refund" on an order (issue 22): dishes and extras with how many of each, or an amount,
 * and a reason. The server prices it and refuses too much by field; the dialog shows each problem
 * under its field, moves the focus to the first, and keeps what was typed.
 */
export function RefundDialog({ order }: { order: Order }) {
  const { t } = useTranslation('refunds');
  const formatPrice = useFormatPrice();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('lines');
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<RefundReason | ''>('');
  const [errors, setErrors] = useState<Errors>({});
  const refund = useRefundOrder();
  const message = (text?: string) => fieldText(t, text);

  const close = (next: boolean) => {
    if (refund.isPending) return;
    setOpen(next);
    if (!next) {
      setQuantities({});
      setAmount('');
      setReason('');
      setErrors({});
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readForm(mode, quantities, amount, reason);
    if ('errors' in read) return setErrors(read.errors);
    setErrors({});
    refund.mutate(
      { orderId: order.id, request: read.request },
      {
        onSuccess: (done) => {
          toast.success(t('staff.refund.done', { amount: formatPrice(done.amount) }));
          close(false);
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (Object.keys(fields).length > 0) setErrors(fields);
          else toast.error(errorMessage(t, error));
        },
      },
    );
  };

  return (
    <>
      <Button variant="secondary" className="min-h-11" onClick={() => setOpen(true)}>
        {t('staff.refund.open')}
      </Button>
      <FormDialog
        open={open}
        onClose={() => close(false)}
        title={t('staff.refund.title', { number: order.orderNumber })}
        description={t('staff.refund.description', { amount: formatPrice(order.refundable) })}
        onSubmit={submit}
        submitLabel={t('staff.refund.confirm')}
        backLabel={t('staff.refund.cancel')}
        pending={refund.isPending}
        invalid={errors}
      >
        <ChoiceGroup<Mode>
          legend={t('staff.refund.by')}
          value={mode}
          onChange={(next) => {
            setMode(next);
            setErrors({});
          }}
          options={[
            { value: 'lines', label: t('staff.refund.byLines') },
            { value: 'amount', label: t('staff.refund.byAmount') },
          ]}
        />
        {mode === 'lines' ? (
          <fieldset className="flex flex-col gap-3" aria-describedby={errors.lines ? 'refund-lines-error' : undefined}>
            <legend className="mb-1 text-sm font-medium text-stone-800">{t('staff.refund.linesLegend')}</legend>
            {linesLeft(order).map((line, index) => (
              <TextField
                key={line.id}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.left}
                disabled={line.left === 0}
                aria-invalid={errors.lines && index === 0 ? true : undefined}
                label={t('staff.refund.lineQuantity', {
                  name: nameWithOptions(line.name, line.options),
                  left: line.left,
                  quantity: line.quantity,
                  price: formatPrice(line.price),
                })}
                value={quantities[line.id] ?? ''}
                onChange={(event) => setQuantities({ ...quantities, [line.id]: event.target.value })}
              />
            ))}
            {errors.lines && (
              <p id="refund-lines-error" role="alert" className="text-sm text-red-700">
                {message(errors.lines)}
              </p>
            )}
          </fieldset>
        ) : (
          <TextField
            label={t('staff.refund.amount')}
            inputMode="decimal"
            value={amount}
            hint={t('staff.refund.amountHint', { amount: formatPrice(order.refundable) })}
            error={message(errors.amount)}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
        <ReasonField
          label={t('staff.refund.reason')}
          placeholder={t('staff.refund.chooseReason')}
          value={reason}
          onChange={setReason}
          error={message(errors.reason)}
        />
      </FormDialog>
    </>
  );
}
