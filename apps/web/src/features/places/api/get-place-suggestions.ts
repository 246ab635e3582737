import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { placesEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { placeKeys } from './place-keys';

export interface NearPoint {
  latitude: number;
  longitude: number;
}

/** SPEC.md sections 5 and 9: suggestions are asked for only for more than 3 characters. */
export const MIN_SUGGESTION_INPUT = 4;
/** SPEC.md section 9: suggestions are cached 1 minute. */
export const SUGGESTIONS_STALE_MS = 60_000;

/** The input as it is sent and cached: trimmed, inner spaces collapsed. */
export function suggestionInput(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

export function canSuggest(text: string): boolean {
  return suggestionInput(text).length >= MIN_SUGGESTION_INPUT;
}

export const placeSuggestionsQueryKey = (input: string, near?: NearPoint) =>
  placeKeys.suggestions(suggestionInput(input).toLowerCase(), near?.latitude ?? null, near?.longitude ?? null);

/** GET /places/autocomplete (DESIGN.md section 6a); the server ranks near the point or Duisburg's centre. */
export async function getPlaceSuggestions(input: string, near?: NearPoint, signal?: AbortSignal) {
  const query = { input: suggestionInput(input), latitude: near?.latitude, longitude: near?.longitude };
  // Typed, not parsed: keeps zod off the landing page (the server serialises through the contract).
  const { suggestions } = await callEndpoint(placesEndpoints.suggestPlaces, { query }, { signal, unchecked: true });
  return suggestions;
}

export const placeSuggestionsQueryOptions = (input: string, near?: NearPoint) =>
  queryOptions({
    queryKey: placeSuggestionsQueryKey(input, near),
    queryFn: ({ signal }) => getPlaceSuggestions(input, near, signal),
    staleTime: SUGGESTIONS_STALE_MS,
    refetchOnWindowFocus: false,
  });

/** Suggestions for what was typed; idle below the minimum, the last list kept while the next loads. */
export function usePlaceSuggestions(input: string, near?: NearPoint) {
  const enabled = canSuggest(input);
  return useQuery({ ...placeSuggestionsQueryOptions(input, near), enabled, placeholderData: enabled ? keepPreviousData : undefined });
}
