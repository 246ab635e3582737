import { clsx } from 'clsx';
import { Link } from 'react-router';
import { PICTURE_SIZES, type RestaurantCard as Card } from '@forkly/contracts';
import { paths } from '../../../config/paths';
import { FoodImage } from '../../../components/food-image/food-image';
import type { Point } from '../api/get-restaurant-overview';
import { FavouriteButton } from './favourite-button';
import { RestaurantFacts } from './restaurant-facts';
import { RestaurantStatusBadge } from './restaurant-status';

interface RestaurantCardProps {
  restaurant: Card;
  /** The customer's point, for the favourites' query (the heart). */
  point?: Point;
  priority?: boolean;
  className?: string;
}

/** One restaurant in the list: the whole card links to its menu; the heart above it marks a favourite. */
export function RestaurantCard({ restaurant, point, priority = false, className }: RestaurantCardProps) {
  const unavailable = restaurant.status !== 'open';
  return (
    // The card itself must not hide overflow: the link's focus ring is drawn just outside it.
    <li className={clsx('group relative flex flex-col rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md', className)}>
      <div className="relative aspect-[16/9] overflow-hidden rounded-t-2xl bg-stone-100">
        <FoodImage
          imageId={restaurant.imageId}
          seed={restaurant.id}
          maxWidth={640}
          sizes={PICTURE_SIZES.card}
          priority={priority}
          className={clsx('h-full w-full transition-transform group-hover:scale-[1.02]', unavailable && 'opacity-60 grayscale')}
        />
        <RestaurantStatusBadge restaurant={restaurant} className="absolute bottom-3 left-3" />
      </div>
      {/* Above the card's link (z-10), so it is pressed rather than the link. */}
      <FavouriteButton restaurant={restaurant} point={point} className="!absolute top-3 right-3" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg leading-tight font-bold text-ink">
          <Link
            to={paths.details.menu(restaurant.id)}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700"
          >
            {restaurant.name}
          </Link>
        </h2>
        {restaurant.bio && <p className="line-clamp-1 text-sm text-stone-700">{restaurant.bio}</p>}
        <RestaurantFacts restaurant={restaurant} />
      </div>
    </li>
  );
}

export function RestaurantCardSkeleton() {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200" aria-hidden="true">
      <div className="aspect-[16/9] animate-pulse bg-stone-200" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-5 w-2/3 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-full animate-pulse rounded bg-stone-100" />
        <div className="h-4 w-4/5 animate-pulse rounded bg-stone-100" />
      </div>
    </li>
  );
}
