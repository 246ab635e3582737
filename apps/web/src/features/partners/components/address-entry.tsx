import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/forms/address-fields';

/**
 * The partner's address. A plain validated entry until place autocomplete arrives: it writes the
 * same `address` object (street, houseNumber, zip, city) into the surrounding form, so an
 * autocomplete that fills it from place details can replace this file alone.
 */
export function AddressEntry() {
  const { t } = useTranslation('partners');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-stone-800">{t('form.address')}</legend>
      <AddressFields prefix="address." />
    </fieldset>
  );
}
