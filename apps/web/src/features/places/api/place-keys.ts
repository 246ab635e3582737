/** Places answers, cached by what was asked: suggestions by the typed text and point, details by place. */
export const placeKeys = {
  suggestions: (input: string, latitude: number | null, longitude: number | null) => ['places', 'suggestions', input, latitude, longitude] as const,
  details: (placeId: string) => ['places', 'details', placeId] as const,
};
