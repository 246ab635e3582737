import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addressFromComponents, type PlaceSuggestion } from '@forkly/contracts';
import { PlaceAutocomplete, placeDetailsQueryOptions } from '../../places';
import type { AddressStepValues } from '../lib/register-schemas';

/** Where a picked place lies, kept only while the fields still say what the place said. */
export interface LocatedAddress {
  fields: AddressStepValues;
  latitude: number;
  longitude: number;
  placeId: string;
}

/**
 * Registration's address search: picking a suggestion fills street, house number, zip and city
 * below it, and remembers the place's position, so the saved address is found again on every
 * login (docs/decisions/004-address-choice.md). The fields stay editable for an address the
 * search does not know.
 */
export function AddressSearch({ onLocated }: { onLocated: (located: LocatedAddress) => void }) {
  const { t } = useTranslation(['auth', 'places']);
  const queryClient = useQueryClient();
  const { setValue } = useFormContext<AddressStepValues>();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const latest = useRef<string | undefined>(undefined);

  const pick = async (suggestion: PlaceSuggestion) => {
    latest.current = suggestion.placeId;
    setFailure(undefined);
    setBusy(true);
    setText(suggestion.text);
    try {
      const details = await queryClient.fetchQuery(placeDetailsQueryOptions(suggestion.placeId));
      if (latest.current !== suggestion.placeId) return;
      const { street, houseNumber, zip, city, latitude, longitude } = addressFromComponents(details);
      const fields = { street, houseNumber, zip, city };
      for (const [name, value] of Object.entries(fields)) setValue(name as keyof AddressStepValues, value, { shouldValidate: true, shouldDirty: true });
      onLocated({ fields, latitude, longitude, placeId: suggestion.placeId });
    } catch {
      if (latest.current === suggestion.placeId) setFailure(t('places:errors.details'));
    } finally {
      if (latest.current === suggestion.placeId) setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <PlaceAutocomplete
        label={t('auth:register.addressSearch')}
        placeholder={t('places:placeholder')}
        value={text}
        onValueChange={(value) => {
          latest.current = undefined;
          setText(value);
          setFailure(undefined);
        }}
        onPick={(suggestion) => void pick(suggestion)}
        busy={busy}
        error={failure}
      />
      <p className="text-sm text-stone-600">{t('auth:register.addressSearchHint')}</p>
    </div>
  );
}
