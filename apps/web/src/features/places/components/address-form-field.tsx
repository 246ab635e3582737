import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addressFromComponents, type AddressInput, type PlaceSuggestion } from '@forkly/contracts';
import { fieldMessage } from '../../../components/forms/field-message';
import { placeDetailsQueryOptions } from '../api/get-place-details';
import { PlaceAutocomplete } from './place-autocomplete';

/** What a form with an `address` field (partner request, new branch) keeps there. */
interface AddressForm {
  address: AddressInput;
}

const NO_ADDRESS: AddressInput = { street: '', houseNumber: '', zip: '', city: '' };

/** "Königstraße 48, 47051 Duisburg": the chosen address as the input shows it. */
function addressLine(address: AddressInput): string {
  if (!address.street) return '';
  return `${[address.street, address.houseNumber].filter(Boolean).join(' ')}, ${[address.zip, address.city].filter(Boolean).join(' ')}`;
}

/**
 * The `address` of the surrounding form (the partner request, a new branch), chosen through place
 * autocomplete (SPEC.md section 2). Picking a suggestion loads its details and fills street,
 * number, zip, city, position and place id from the components (SPEC.md section 3); until they
 * have loaded the address stays empty, so the form cannot be sent (SPEC.md section 5). Typing
 * again drops the choice.
 */
export function AddressFormField({ label }: { label: string }) {
  const { t } = useTranslation(['places', 'validation']);
  const queryClient = useQueryClient();
  const {
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<AddressForm>();
  const address = useWatch({ control, name: 'address' });
  // What the person typed since the last choice; null shows the chosen address itself.
  const [typed, setTyped] = useState<string | null>(null);
  // The picked suggestion's own text, so the input keeps reading as the list did.
  const [chosenText, setChosenText] = useState('');
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string>();
  const latest = useRef<string | undefined>(undefined);

  const setAddress = (value: AddressInput) => setValue('address', value, { shouldValidate: isSubmitted, shouldDirty: true });

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

  // A form reset empties the address, and with it the input.
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
      label={label}
      placeholder={t('places:placeholder')}
      value={value}
      onValueChange={change}
      onPick={(suggestion) => void pick(suggestion)}
      busy={loading}
      error={error}
    />
  );
}
