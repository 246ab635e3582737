import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addressFromComponents, type PlaceSuggestion } from '@forkly/contracts';
import { fieldMessage } from '../../../components/forms/field-message';
import { placeDetailsQueryOptions } from '../../places/api/get-place-details';
import { PlaceAutocomplete } from '../../places/components/place-autocomplete';
import type { BranchFormInput } from '../lib/branch-form';

const NO_ADDRESS: BranchFormInput['address'] = { street: '', houseNumber: '', zip: '', city: '' };

function addressLine(address: BranchFormInput['address']): string {
  if (!address.street) return '';
  return `${[address.street, address.houseNumber].filter(Boolean).join(' ')}, ${[address.zip, address.city].filter(Boolean).join(' ')}`;
}

/**
 * The branch's address, chosen through place autocomplete like the partner form's: picking a
 * suggestion loads its details and fills street, number, zip, city, position and place id (the
 * server places the branch by that id). Typing again drops the choice.
 */
export function BranchAddressField() {
  const { t } = useTranslation(['restaurantAdmin', 'places', 'validation']);
  const queryClient = useQueryClient();
  const {
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<BranchFormInput>();
  const address = useWatch({ control, name: 'address' });
  const [typed, setTyped] = useState<string | null>(null);
  const [chosenText, setChosenText] = useState('');
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string>();
  const latest = useRef<string | undefined>(undefined);

  const setAddress = (value: BranchFormInput['address']) => setValue('address', value, { shouldValidate: isSubmitted, shouldDirty: true });

  const pick = async (suggestion: PlaceSuggestion) => {
    latest.current = suggestion.placeId;
    setFailure(undefined);
    setLoading(true);
    try {
      const details = await queryClient.fetchQuery(placeDetailsQueryOptions(suggestion.placeId));
      if (latest.current !== suggestion.placeId) return;
      const { street, houseNumber, zip, city, apartmentNr, latitude, longitude } = addressFromComponents(details);
      setAddress({ street, houseNumber, zip, city, apartmentNr, latitude, longitude, placeId: suggestion.placeId });
      setChosenText(suggestion.text);
      setTyped(null);
    } catch {
      if (latest.current === suggestion.placeId) setFailure(t('places:errors.details'));
    } finally {
      if (latest.current === suggestion.placeId) setLoading(false);
    }
  };

  const change = (value: string) => {
    latest.current = undefined;
    setTyped(value);
    setLoading(false);
    setFailure(undefined);
    if (address.street) setAddress(NO_ADDRESS);
  };

  const value = typed ?? (address.street ? chosenText || addressLine(address) : '');
  const problem = (['street', 'houseNumber', 'zip', 'city'] as const).find((name) => errors.address?.[name]);
  let error = failure;
  if (!error && problem) {
    if (loading) error = t('places:loadingDetails');
    else if (problem === 'houseNumber' && address.street) error = t('places:needHouseNumber');
    else if (!address.street && value.trim()) error = t('places:chooseSuggestion');
    else if (!address.street) error = t('validation:addressRequired');
    else error = fieldMessage(t, errors, `address.${problem}`);
  }

  return (
    <PlaceAutocomplete
      label={t('restaurantAdmin:branches.form.address')}
      placeholder={t('places:placeholder')}
      value={value}
      onValueChange={change}
      onPick={(suggestion) => void pick(suggestion)}
      busy={loading}
      error={error}
    />
  );
}
