import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { PlaceSuggestion } from '@forkly/contracts';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import {
  canSuggest,
  chooseAddress,
  PlaceAutocomplete,
  placeDetailsQueryOptions,
  placeSuggestionsQueryOptions,
  RETURN_TO_PARAM,
  safeReturnTo,
} from '../../places';

/**
 * The hero's delivery-address prompt (SPEC.md section 1): a places autocomplete. Picking a
 * suggestion loads its details, stores its placeId in the av.add cookie (SPEC.md section 3) and
 * opens the restaurant list. The button picks the first suggestion for what was typed.
 */
export function AddressPrompt() {
  const { t } = useTranslation(['landing', 'places']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Sent here from a page of the customer area (a restaurant's menu) that needs the address first.
  const returnTo = useSearchParams()[0].get(RETURN_TO_PARAM);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);

  const choose = async (suggestion: PlaceSuggestion) => {
    setError(undefined);
    setLoading(true);
    try {
      await queryClient.fetchQuery(placeDetailsQueryOptions(suggestion.placeId));
    } catch {
      setError(t('places:errors.details'));
      setLoading(false);
      return;
    }
    chooseAddress(suggestion.placeId);
    await navigate(safeReturnTo(returnTo));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (!canSuggest(text)) {
      setError(t('landing:hero.addressRequired'));
      return;
    }
    let first: PlaceSuggestion | undefined;
    try {
      [first] = await queryClient.fetchQuery(placeSuggestionsQueryOptions(text));
    } catch {
      setError(t('places:errors.suggestions'));
      return;
    }
    if (!first) setError(t('places:notFound'));
    else {
      setText(first.text);
      await choose(first);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="w-full max-w-xl">
      {returnTo && (
        <p role="status" className="mb-3 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          {t(safeReturnTo(returnTo).startsWith(paths.details.menu('')) ? 'landing:hero.addressFirstMenu' : 'landing:hero.addressFirst')}
        </p>
      )}
      <PlaceAutocomplete
        variant="hero"
        label={t('landing:hero.addressLabel')}
        placeholder={t('landing:hero.addressPlaceholder')}
        value={text}
        onValueChange={(value) => {
          setText(value);
          if (error) setError(undefined);
        }}
        onPick={(suggestion) => void choose(suggestion)}
        busy={loading}
        error={error}
      >
        <button
          type="submit"
          aria-busy={loading || undefined}
          className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-brand-700 px-6 text-base font-bold text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {loading && <Spinner size={18} color="currentColor" />}
          {loading ? t('places:loadingDetails') : t('landing:hero.submit')}
        </button>
      </PlaceAutocomplete>
    </form>
  );
}
