import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, RefundReason, VoucherRequest } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useFormatPrice } from '../../../lib/price-format';
import { toast } from '../../../stores/toast-store';
import { useGiveVoucher } from '../api/give-voucher';
import { fieldText, serverFieldErrors } from '../lib/refund-form';
import { ChoiceGroup } from './choice-group';
import { ReasonField } from './reason-field';

type Kind = VoucherRequest['kind'];
type Errors = Partial<Record<'amount' | 'percentage' | 'reason', string>>;

function readForm(kind: Kind, value: string, reason: RefundReason | ''): { request: VoucherRequest } | { errors: Errors } {
  const errors: Errors = {};
  if (!reason) errors.reason = 'reasonRequired';
  const text = value.trim().replace(',', '.');
  if (!text) errors[kind] = kind === 'amount' ? 'amountRequired' : 'percentageRequired';
  else if (kind === 'percentage' && !/^\d{1,3}$/.test(text)) errors.percentage = 'invalidValue';
  if (Object.keys(errors).length > 0 || !reason) return { errors };
  return { request: kind === 'amount' ? { kind, amount: text, reason } : { kind, percentage: Number(text), reason } };
}

/**
 * Staff's "Give voucher" on an order (issue 22): an amount or a percentage off the customer's next
 * order, and a reason. The customer gets the code by e-mail; the toast names it for the call.
 */
export function VoucherDialog({ order }: { order: Order }) {
  const { t } = useTranslation('refunds');
  const formatPrice = useFormatPrice();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<Kind>('amount');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState<RefundReason | ''>('');
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);
  const voucher = useGiveVoucher();

  useEffect(() => {
    if (Object.keys(errors).length > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const close = (next: boolean) => {
    if (voucher.isPending) return;
    setOpen(next);
    if (!next) {
      setValue('');
      setReason('');
      setErrors({});
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readForm(kind, value, reason);
    if ('errors' in read) return setErrors(read.errors);
    setErrors({});
    voucher.mutate(
      { orderId: order.id, request: read.request },
      {
        onSuccess: (given) => {
          toast.success(t('staff.voucher.done', { code: given.code }));
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
        {t('staff.voucher.open')}
      </Button>
      <DialogShell
        open={open}
        onOpenChange={close}
        title={t('staff.voucher.title', { number: order.orderNumber })}
        description={t('staff.voucher.description')}
      >
        <form ref={form} noValidate className="flex flex-col gap-4 overflow-y-auto px-5 py-4" onSubmit={submit}>
          <ChoiceGroup<Kind>
            legend={t('staff.voucher.kind')}
            value={kind}
            onChange={(next) => {
              setKind(next);
              setValue('');
              setErrors({});
            }}
            options={[
              { value: 'amount', label: t('staff.voucher.byAmount') },
              { value: 'percentage', label: t('staff.voucher.byPercentage') },
            ]}
          />
          <TextField
            key={kind}
            label={kind === 'amount' ? t('staff.voucher.amount') : t('staff.voucher.percentage')}
            inputMode={kind === 'amount' ? 'decimal' : 'numeric'}
            value={value}
            hint={kind === 'amount' ? t('staff.voucher.amountHint', { amount: formatPrice(order.total) }) : undefined}
            error={fieldText(t, errors[kind])}
            onChange={(event) => setValue(event.target.value)}
          />
          <ReasonField
            label={t('staff.voucher.reason')}
            placeholder={t('staff.voucher.chooseReason')}
            value={reason}
            onChange={setReason}
            error={fieldText(t, errors.reason)}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" className="min-h-11" onClick={() => close(false)} disabled={voucher.isPending}>
              {t('staff.voucher.cancel')}
            </Button>
            <Button type="submit" className="min-h-11" loading={voucher.isPending}>
              {t('staff.voucher.confirm')}
            </Button>
          </div>
        </form>
      </DialogShell>
    </>
  );
}
