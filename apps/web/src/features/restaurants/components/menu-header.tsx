import { CalendarClock, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PICTURE_SIZES, type RestaurantOverview } from '@forkly/contracts';
import { FoodImage } from '../../../components/food-image/food-image';
import type { Point } from '../api/get-restaurant-overview';
import { FavouriteButton } from './favourite-button';
import { RestaurantFacts } from './restaurant-facts';
import { RestaurantStatusBadge } from './restaurant-status';

interface MenuHeaderProps {
  restaurant: RestaurantOverview;
  blockedReason: string | null;
  /** Closed now, opening later: when it opens, said with the invitation to order ahead (decision 046). */
  aheadNote?: string | null;
  point?: Point;
}

/** The menu page's header: picture, name, facts, and why it cannot take an order if it cannot, or that it takes orders ahead. */
export function MenuHeader({ restaurant, blockedReason, aheadNote, point }: MenuHeaderProps) {
  const { t } = useTranslation('restaurants');
  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-center md:gap-6">
      <div className="relative aspect-[16/9] w-full shrink-0 overflow-hidden rounded-2xl bg-stone-100 md:w-80">
        <FoodImage imageId={restaurant.imageId} seed={restaurant.id} maxWidth={640} sizes={PICTURE_SIZES.menuHeader} priority className="h-full w-full" />
        <RestaurantStatusBadge restaurant={restaurant} className="absolute bottom-3 left-3" />
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{restaurant.name}</h1>
          <FavouriteButton restaurant={restaurant} point={point} />
        </div>
        {restaurant.bio && <p className="text-stone-700">{restaurant.bio}</p>}
        <RestaurantFacts restaurant={restaurant} />
        {blockedReason && (
          <p
            role="status"
            className="mt-1 inline-flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
          >
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              <strong className="block font-semibold">{blockedReason}</strong>
              {t('cannotOrder')}
            </span>
          </p>
        )}
        {aheadNote && !blockedReason && (
          <p
            role="status"
            className="mt-1 inline-flex items-start gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
          >
            <CalendarClock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              <strong className="block font-semibold">{aheadNote}</strong>
              {t('orderAheadNote')}
            </span>
          </p>
        )}
      </div>
    </header>
  );
}
