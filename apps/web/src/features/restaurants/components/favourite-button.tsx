import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { toast } from '../../../stores/toast-store';
import type { Point } from '../api/get-restaurant-overview';
import { useFavourites, useIsCustomer, useSetFavourite } from '../api/favourites';

/** The visitor's "log in first" dialog loads when a visitor first presses a heart. */
const LoginToFavourite = lazy(() => import('./login-to-favourite'));

interface FavouriteButtonProps {
  restaurant: { id: number; name: string };
  point?: Point;
  className?: string;
}

/**
 * The heart on a card and on the menu page (issue 25): a toggle button (aria-pressed) named after
 * the restaurant. A customer marks or unmarks at once; a visitor is asked to log in.
 */
export function FavouriteButton({ restaurant, point, className }: FavouriteButtonProps) {
  const { t } = useTranslation('restaurants');
  const visitor = useSession((s) => s.status === 'anonymous');
  const customer = useIsCustomer();
  const favourites = useFavourites(point);
  const setFavourite = useSetFavourite();
  const [askLogin, setAskLogin] = useState(false);
  if (!visitor && !customer) return null;
  const stored = favourites.data?.results.some((r) => r.id === restaurant.id) ?? false;
  // While the change is on its way the heart already shows it.
  const pending = setFavourite.isPending && setFavourite.variables.id === restaurant.id;
  const pressed = pending ? setFavourite.variables.favourite : stored;
  const onPress = () => {
    if (!customer) return setAskLogin(true);
    setFavourite.mutate({ id: restaurant.id, favourite: !pressed }, { onError: () => toast.error(t('favourites.failed', { name: restaurant.name })) });
  };
  return (
    <>
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={t('favourites.toggle', { name: restaurant.name })}
        onClick={onPress}
        className={clsx(
          'relative z-10 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/95 text-ink shadow-sm ring-1 ring-stone-300 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
          className,
        )}
      >
        <Heart className={clsx('h-5 w-5', pressed ? 'fill-red-600 text-red-600' : 'text-stone-700')} aria-hidden="true" />
      </button>
      {askLogin && (
        <Suspense fallback={null}>
          <LoginToFavourite name={restaurant.name} onClose={() => setAskLogin(false)} />
        </Suspense>
      )}
    </>
  );
}
