import { Bike, Clock, MapPin, ShoppingBag, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RestaurantCard } from '@forkly/contracts';
import { useTimeFormat } from '../../../lib/date-format';
import { useFormatPrice } from '../../../lib/price-format';
import { useRestaurantFormat } from '../lib/format';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1 whitespace-nowrap">
      {icon}
      {children}
    </li>
  );
}

const iconClass = 'h-4 w-4 shrink-0 text-stone-600';

/**
 * When an order placed now would arrive ("Arrives around 12:40 (31 min)"), from the answer's own
 * time, never the clock (the list and a menu are rendered on the server too, decision 031). Only
 * while the restaurant takes orders and delivers to the address; otherwise the minutes alone.
 */
function DeliveryTime({ restaurant }: { restaurant: RestaurantCard & { delivers?: boolean | null } }) {
  const { t } = useTranslation('restaurants');
  const formatTime = useTimeFormat();
  const minutes = restaurant.estimatedDeliveryMinutes;
  const arrival = restaurant.status === 'open' && restaurant.delivers !== false ? restaurant.estimatedArrival : null;
  if (arrival === null && minutes === null) return null;
  return (
    <Fact icon={<Clock className={iconClass} aria-hidden="true" />}>
      {arrival === null ? (
        t('facts.minutes', { count: minutes! })
      ) : (
        <span>
          <span className="font-semibold text-ink">{t('facts.arrivesAround', { time: formatTime(arrival) })}</span>
          {minutes !== null && <> ({t('facts.minutes', { count: minutes })})</>}
        </span>
      )}
    </Fact>
  );
}

/** Rating, delivery time, distance, delivery fee and minimum order, as far as they are known. */
export function RestaurantFacts({ restaurant, showRating = true }: { restaurant: RestaurantCard & { delivers?: boolean | null }; showRating?: boolean }) {
  const { t } = useTranslation('restaurants');
  const formatPrice = useFormatPrice();
  const format = useRestaurantFormat();
  const fee = restaurant.deliveryFee ?? restaurant.deliveryFeeFrom;
  return (
    <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
      {showRating && (
        <Fact icon={<Star className="h-4 w-4 shrink-0 fill-amber-400 text-amber-500" aria-hidden="true" />}>
          {restaurant.rating === null ? (
            t('facts.new')
          ) : (
            <span>
              <span className="font-semibold text-ink">{format.rating(restaurant.rating)}</span>
              <span className="sr-only"> {t('facts.stars')}</span> ({t('facts.ratings', { count: restaurant.ratingCount })})
            </span>
          )}
        </Fact>
      )}
      <DeliveryTime restaurant={restaurant} />
      {restaurant.distance !== null && <Fact icon={<MapPin className={iconClass} aria-hidden="true" />}>{format.distance(restaurant.distance)}</Fact>}
      <Fact icon={<Bike className={iconClass} aria-hidden="true" />}>
        {restaurant.deliveryFee === null ? t('facts.feeFrom', { fee: formatPrice(fee) }) : t('facts.fee', { fee: formatPrice(fee) })}
      </Fact>
      <Fact icon={<ShoppingBag className={iconClass} aria-hidden="true" />}>{t('facts.minimum', { amount: formatPrice(restaurant.minimumOrder) })}</Fact>
    </ul>
  );
}
