import type { MapConfig, MapRestaurant } from '@forkly/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../../components/feedback/error-screen';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { useDirections } from '../api/get-directions';
import { useMapConfig } from '../api/get-map-config';
import { useMapRestaurants } from '../api/get-map-restaurants';
import { MapMarker } from '../components/map-marker';
import { MapView } from '../components/map-view';
import { RestaurantClusters } from '../components/restaurant-clusters';
import { RestaurantDirectory } from '../components/restaurant-directory';
import { RestaurantPicker } from '../components/restaurant-picker';
import { RouteLayer } from '../components/route-layer';
import { RouteOptions } from '../components/route-options';
import { routeEnds } from '../lib/route-geojson';

/** /ss, the map demo (SPEC.md section 2): every restaurant, clustered, and a route between two. */
export function Component() {
  const { t } = useTranslation('maps');
  const config = useMapConfig();
  const restaurants = useMapRestaurants();

  let body;
  if (config.isPending || restaurants.isPending) body = <LoadingOverlay fullScreen={false} />;
  else if (config.isError || restaurants.isError) {
    body = <ErrorScreen onRetry={() => void Promise.all([config.refetch(), restaurants.refetch()])} />;
  } else body = <MapDemo config={config.data} restaurants={restaurants.data.restaurants} />;

  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('demo.title')}</h1>
        <p className="text-stone-700">{t('demo.intro')}</p>
        {config.data?.demoData && <p className="text-sm text-stone-600">{t('demo.demoData')}</p>}
      </header>
      {body}
    </section>
  );
}

const pointOf = (r: MapRestaurant | undefined) => (r ? { latitude: r.latitude, longitude: r.longitude } : null);

function MapDemo({ config, restaurants }: { config: MapConfig; restaurants: MapRestaurant[] }) {
  const { t } = useTranslation('maps');
  const [fromId, setFromId] = useState(restaurants[0]?.id ?? null);
  const [toId, setToId] = useState(restaurants[1]?.id ?? restaurants[0]?.id ?? null);
  const from = restaurants.find((r) => r.id === fromId);
  const to = restaurants.find((r) => r.id === toId);
  const directions = useDirections(pointOf(from), pointOf(to));
  const routes = directions.data?.routes ?? [];
  // The chosen alternative belongs to one pair of restaurants; a new pair starts at the fastest.
  const pair = `${fromId}-${toId}`;
  const [choice, setChoice] = useState({ pair, index: 0 });
  const selected = choice.pair === pair ? choice.index : 0;
  const ends = config.drawRoutes ? routeEnds(routes[selected]) : null;
  // The first view shows every restaurant as well as the route.
  const everyRestaurant = restaurants.map(pointOf).filter((p) => p !== null);

  return (
    <>
      <MapView config={config} label={t('demo.mapLabel', { count: restaurants.length })} className="h-80 sm:h-[28rem]">
        {(handle) => (
          <>
            {config.drawRoutes && routes.length > 0 && (
              <RouteLayer handle={handle} routes={routes} selected={selected} onSelect={(index) => setChoice({ pair, index })} fitPoints={everyRestaurant} />
            )}
            <RestaurantClusters handle={handle} restaurants={restaurants} />
            {ends && <MapMarker handle={handle} kind="start" position={ends.start} label={t('marker.startAt', { name: from?.name })} />}
            {ends && <MapMarker handle={handle} kind="end" position={ends.end} label={t('marker.endAt', { name: to?.name })} />}
          </>
        )}
      </MapView>

      <section aria-labelledby="demo-route-title" className="flex flex-col gap-3">
        <h2 id="demo-route-title" className="text-lg font-bold text-ink">
          {t('demo.routeTitle')}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row">
          <RestaurantPicker label={t('demo.from')} restaurants={restaurants} value={fromId} onChange={setFromId} />
          <RestaurantPicker label={t('demo.to')} restaurants={restaurants} value={toId} onChange={setToId} />
        </div>
        {!config.drawRoutes && <p className="text-sm text-stone-700">{t('textOnly')}</p>}
        {directions.isPending && from && to ? (
          <p role="status" className="text-sm text-stone-700">
            {t('route.finding')}
          </p>
        ) : directions.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t('route.failed')}
          </p>
        ) : (
          <RouteOptions routes={routes} selected={selected} onSelect={(index) => setChoice({ pair, index })} />
        )}
      </section>

      <RestaurantDirectory restaurants={restaurants} />
    </>
  );
}
