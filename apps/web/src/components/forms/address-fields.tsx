import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { TextField } from '../ui/text-field';
import { fieldMessage } from './field-message';

/**
 * Street, house number, zip and city inside the surrounding form (FormProvider). `prefix` places
 * them under a nested object (`address.`) or at the top level of a form that is only an address.
 */
export function AddressFields({ prefix = '' }: { prefix?: '' | 'address.' }) {
  const { t } = useTranslation(['account', 'validation']);
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const field = (name: string) => ({ ...register(`${prefix}${name}`), error: fieldMessage(t, errors, `${prefix}${name}`) });
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <TextField className="col-span-2" label={t('account:address.street')} autoComplete="address-line1" {...field('street')} />
      <TextField label={t('account:address.houseNumber')} {...field('houseNumber')} />
      <TextField label={t('account:address.zip')} autoComplete="postal-code" {...field('zip')} />
      <TextField className="col-span-2" label={t('account:address.city')} autoComplete="address-level2" {...field('city')} />
    </div>
  );
}
