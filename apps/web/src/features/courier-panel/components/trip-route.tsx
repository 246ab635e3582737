import type { TripRoute } from '@forkly/contracts';
import { useTranslation } from 'react-i18next';
import { MapMarker, MapView, RouteLayer, useMapConfig } from '../../maps';
import { useTripRoute } from '../api/get-trip-route';

type Leg = TripRoute['legs'][number];

function legEnd(leg: Leg): { latitude: number; longitude: number } | null {
  const line = leg.route?.geometry.coordinates ?? [];
  const last = line[line.length - 1];
  return last ? { latitude: last[1], longitude: last[0] } : null;
}

/**
 * The way through the whole trip (issue 24): to the restaurant, then door after door, the next leg
 * blue and the later ones grey, with a marker at each stop; beneath it the legs in words with their
 * distance and time. The server decides where it starts (the courier's reported position).
 */
export function TripRouteView({ tripId, pickedUp, stopNames }: { tripId: number; pickedUp: boolean; stopNames: Map<number, string> }) {
  const { t } = useTranslation('courier');
  const { t: tm } = useTranslation('maps');
  const route = useTripRoute(tripId, pickedUp);
  const config = useMapConfig();
  if (route.isPending) {
    return (
      <p role="status" className="text-sm text-stone-700">
        {tm('route.finding')}
      </p>
    );
  }
  const legs = route.data?.legs ?? [];
  const drawn = legs.filter((leg) => leg.route);
  const name = (leg: Leg) => (leg.to === 'RESTAURANT' ? t('trip.toRestaurant') : t('trip.toCustomer', { name: stopNames.get(leg.orderId ?? -1) ?? '' }));
  return (
    <div className="flex flex-col gap-3">
      {config.data?.drawRoutes && drawn.length > 0 && (
        <MapView config={config.data} label={t('trip.mapLabel', { count: legs.length })} className="h-64 sm:h-80">
          {(handle) => (
            <>
              <RouteLayer handle={handle} routes={drawn.map((leg) => leg.route!)} selected={0} />
              {drawn.map((leg, i) => {
                const end = legEnd(leg);
                return end ? (
                  <MapMarker key={i} handle={handle} kind={leg.to === 'RESTAURANT' ? 'restaurant' : 'home'} position={end} label={name(leg)} />
                ) : null;
              })}
            </>
          )}
        </MapView>
      )}
      <ol className="flex flex-col gap-1 text-sm text-ink">
        {legs.map((leg, i) => (
          <li key={i} className="flex flex-wrap justify-between gap-x-3">
            <span className="font-semibold">{`${i + 1}. ${name(leg)}`}</span>
            <span className="text-stone-700">
              {leg.route
                ? t('trip.legLength', { km: (leg.route.distanceMeters / 1000).toFixed(1), minutes: Math.max(1, Math.round(leg.route.durationSeconds / 60)) })
                : t('trip.noRoute')}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
