import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router';
import { InlineError } from '../../../components/feedback/inline-error';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { paths } from '../../../config/paths';
import { useActiveUser } from '../../../lib/active-user';
import { useStaffRestaurant } from '../api/get-staff-restaurant';
import { RemovedRestaurantRecord } from '../components/removed-restaurant-record';
import { RestaurantHeader } from '../components/restaurant-header';
import { RestaurantTabs } from '../components/restaurant-tabs';
import type { RestaurantContext } from '../lib/restaurant-context';

/** A path id that is not a positive whole number names no restaurant; it is never sent. */
function idOf(raw: string | undefined): number {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
}

function NotFound() {
  const { t } = useTranslation('restaurantDirectory');
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
      <h1 className="text-xl font-bold text-ink">{t('notFound')}</h1>
      <Link
        to={paths.dashboard.restaurants}
        className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {t('back')}
      </Link>
    </div>
  );
}

/**
 * /dashboard/restaurants/{id} (ADMIN, SERVICE): the restaurant with its switches, above its
 * branches, menus, extras and coupons (the restaurant screens, scoped to it) and its settings. A
 * removed restaurant shows when it went, its past orders and its history (issue 22).
 */
export function Component() {
  const id = idOf(useParams().id);
  const { data: viewer } = useActiveUser();
  const restaurant = useStaffRestaurant(id);
  if (!id || restaurant.data === null) return <NotFound />;
  if (restaurant.isError) return <InlineError onRetry={restaurant.refetch} className="rounded-2xl bg-white p-6 ring-1 ring-stone-200" />;
  if (!restaurant.data || !viewer) return <LoadingOverlay fullScreen={false} />;
  const context: RestaurantContext = { restaurant: restaurant.data, viewer };
  return (
    <div className="flex flex-col gap-6">
      <RestaurantHeader restaurant={restaurant.data} />
      {restaurant.data.removedAt ? (
        <RemovedRestaurantRecord restaurantId={id} />
      ) : (
        <>
          <RestaurantTabs restaurantId={id} />
          <Outlet context={context} />
        </>
      )}
    </div>
  );
}
