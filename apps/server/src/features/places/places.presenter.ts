import type { PlaceDetails as PlaceDetailsBody, PlaceSuggestion as PlaceSuggestionBody, RouteOption } from '@forkly/contracts';
import type { PlaceDetails, PlaceSuggestion, Route } from '../../geo/index';

/** The JSON shapes of DESIGN.md section 6a, set field by field whatever a provider adds. */
export function presentSuggestion(s: PlaceSuggestion): PlaceSuggestionBody {
  return { placeId: s.placeId, text: s.text, mainText: s.mainText, secondaryText: s.secondaryText };
}

export function presentPlace(place: PlaceDetails): PlaceDetailsBody {
  return {
    addressComponents: place.addressComponents.map((c) => ({ types: [...c.types], longText: c.longText })),
    formattedAddress: place.formattedAddress,
    location: { latitude: place.location.latitude, longitude: place.location.longitude },
  };
}

export function presentRoute(route: Route): RouteOption {
  return {
    summary: route.summary,
    distanceMeters: route.distanceMeters,
    durationSeconds: route.durationSeconds,
    startAddress: route.startAddress,
    endAddress: route.endAddress,
    geometry: { type: 'LineString', coordinates: route.geometry.coordinates },
  };
}
