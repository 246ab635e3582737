import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, RefundReason, VoucherRequest } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
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
  const voucher = useGiveVoucher();

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
      <FormDialog
        open={open}
        onClose={() => close(false)}
        title={t('staff.voucher.title', { number: order.orderNumber })}
        description={t('staff.voucher.description')}
        onSubmit={submit}
        submitLabel={t('staff.voucher.confirm')}
        backLabel={t('staff.voucher.cancel')}
        pending={voucher.isPending}
        invalid={errors}
      >
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
      </FormDialog>
    </>
  );
}
