import { fetchJson, GeoServiceError, type HttpAdapterOptions, isFiniteNumber, type PlacesProvider, trimBase } from './external-provider';
import { type AddressComponent, type AutocompleteOptions, type PlaceDetails, type PlaceSuggestion } from './provider';

export interface GooglePlacesOptions extends HttpAdapterOptions {
  apiKey: string;
  /** Places API (New), default https://places.googleapis.com. */
  placesUrl?: string;
  /** Geocoding API, for reverse(); default https://maps.googleapis.com. */
  geocodingUrl?: string;
  /** Radius of the location bias around `near` (Google allows up to 50 km). */
  biasRadiusMeters?: number;
}

/** The fields of a place we ask for (SPEC.md section 7: the details call's field mask). */
const DETAILS_FIELD_MASK = 'addressComponents,formattedAddress,location';
const AUTOCOMPLETE_FIELD_MASK = 'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text,suggestions.placePrediction.structuredFormat';

interface FormattableText {
  text?: string;
}
interface AutocompleteResponse {
  suggestions?: {
    placePrediction?: { placeId?: string; text?: FormattableText; structuredFormat?: { mainText?: FormattableText; secondaryText?: FormattableText } };
  }[];
}
interface PlaceResponse {
  addressComponents?: { longText?: string; types?: string[] }[];
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
}
interface GeocodeResponse {
  status?: string;
  results?: {
    place_id?: string;
    formatted_address?: string;
    address_components?: { long_name?: string; types?: string[] }[];
    geometry?: { location?: { lat?: number; lng?: number } };
  }[];
}

const SERVICE = 'Google Places';

/**
 * Places through Google Maps Platform (DESIGN.md section 5): Places API (New) autocomplete and
 * place details, and the Geocoding API for reverse(). The key travels in a header (the Geocoding
 * API takes it only as a parameter) and never leaves the server.
 */
export function createGooglePlaces(options: GooglePlacesOptions): PlacesProvider {
  const placesUrl = trimBase(options.placesUrl ?? 'https://places.googleapis.com');
  const geocodingUrl = trimBase(options.geocodingUrl ?? 'https://maps.googleapis.com');
  const headers = (fieldMask: string) => ({ 'Content-Type': 'application/json', 'X-Goog-Api-Key': options.apiKey, 'X-Goog-FieldMask': fieldMask });

  return {
    async autocomplete(input: string, opts: AutocompleteOptions = {}): Promise<PlaceSuggestion[]> {
      const body: Record<string, unknown> = { input };
      if (opts.near) body.locationBias = { circle: { center: opts.near, radius: options.biasRadiusMeters ?? 50_000 } };
      const res = await fetchJson(
        SERVICE,
        `${placesUrl}/v1/places:autocomplete`,
        { method: 'POST', headers: headers(AUTOCOMPLETE_FIELD_MASK), body: JSON.stringify(body) },
        options,
      );
      if (!res.ok) throw new GeoServiceError(SERVICE, `autocomplete answered ${res.status}`, res.status);
      const suggestions: PlaceSuggestion[] = [];
      // Query predictions ("pizza near ...") have no place to deliver to; only places count.
      for (const { placePrediction: p } of (res.body as AutocompleteResponse | null)?.suggestions ?? []) {
        if (!p?.placeId) continue;
        const mainText = p.structuredFormat?.mainText?.text ?? p.text?.text ?? '';
        const secondaryText = p.structuredFormat?.secondaryText?.text ?? '';
        suggestions.push({ placeId: p.placeId, text: p.text?.text ?? [mainText, secondaryText].filter(Boolean).join(', '), mainText, secondaryText });
      }
      return suggestions.slice(0, opts.limit ?? 5);
    },

    async placeDetails(placeId: string): Promise<PlaceDetails | null> {
      const res = await fetchJson(
        SERVICE,
        `${placesUrl}/v1/places/${encodeURIComponent(placeId)}`,
        { method: 'GET', headers: headers(DETAILS_FIELD_MASK) },
        options,
      );
      // 404 NOT_FOUND for an unknown id, 400 INVALID_ARGUMENT for one that cannot be an id.
      if (res.status === 404 || res.status === 400) return null;
      if (!res.ok) throw new GeoServiceError(SERVICE, `place details answered ${res.status}`, res.status);
      const place = res.body as PlaceResponse | null;
      const latitude = place?.location?.latitude;
      const longitude = place?.location?.longitude;
      if (!place || !isFiniteNumber(latitude) || !isFiniteNumber(longitude)) throw new GeoServiceError(SERVICE, 'place details without a location');
      return {
        placeId,
        addressComponents: (place.addressComponents ?? []).map((c): AddressComponent => ({ types: c.types ?? [], longText: c.longText ?? '' })),
        formattedAddress: place.formattedAddress ?? '',
        location: { latitude, longitude },
      };
    },

    async reverse(latitude: number, longitude: number): Promise<PlaceDetails | null> {
      const query = new URLSearchParams({ latlng: `${latitude},${longitude}`, result_type: 'street_address|premise', key: options.apiKey });
      const res = await fetchJson('Google Geocoding', `${geocodingUrl}/maps/api/geocode/json?${query.toString()}`, { method: 'GET' }, options);
      const body = res.body as GeocodeResponse | null;
      if (body?.status === 'ZERO_RESULTS') return null;
      if (!res.ok || body?.status !== 'OK')
        throw new GeoServiceError('Google Geocoding', `reverse geocoding answered ${body?.status ?? res.status}`, res.status);
      const first = body.results?.[0];
      const location = first?.geometry?.location;
      if (!first?.place_id || !isFiniteNumber(location?.lat) || !isFiniteNumber(location?.lng)) return null;
      return {
        placeId: first.place_id,
        addressComponents: (first.address_components ?? []).map((c) => ({ types: c.types ?? [], longText: c.long_name ?? '' })),
        formattedAddress: first.formatted_address ?? '',
        location: { latitude: location.lat, longitude: location.lng },
      };
    },
  };
}
