import { useTranslation } from 'react-i18next';
import { REFUND_REASONS, type RefundReason } from '@forkly/contracts';
import { SelectField } from '../../../components/forms/select-field';

interface ReasonFieldProps {
  label: string;
  placeholder: string;
  value: RefundReason | '';
  onChange: (reason: RefundReason | '') => void;
  error?: string;
}

/** Why money or a voucher goes to the customer: one of the reasons the customer reads in words. */
export function ReasonField({ label, placeholder, value, onChange, error }: ReasonFieldProps) {
  const { t } = useTranslation('refunds');
  return (
    <SelectField
      label={label}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value as RefundReason | '')}
      options={[{ value: '', label: placeholder }, ...REFUND_REASONS.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) }))]}
    />
  );
}
