import { Settings, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { RestaurantListItem } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { VisibilitySwitch } from '../../catalogue-admin';
import { useRemoveRestaurant } from '../api/remove-restaurant';
import { useSetRestaurantVisibility } from '../api/set-restaurant-visibility';
import { RemoveRestaurantsDialog } from '../../restaurant-admin';

/** The staff's switches for one restaurant: visible or hidden, its settings, and removing it. */
export function RestaurantActions({ restaurant }: { restaurant: RestaurantListItem }) {
  const { t } = useTranslation(['restaurantDirectory', 'errors']);
  const navigate = useNavigate();
  const visibility = useSetRestaurantVisibility();
  const removal = useRemoveRestaurant();
  const [confirming, setConfirming] = useState(false);

  const toggle = () =>
    visibility.mutate(
      { id: restaurant.id, visible: !restaurant.visible },
      {
        onSuccess: (saved) => toast.success(t(saved.visible ? 'restaurantDirectory:shownDone' : 'restaurantDirectory:hiddenDone', { name: saved.name })),
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );

  const remove = () =>
    removal.mutate(restaurant.id, {
      onSuccess: (result) => {
        setConfirming(false);
        toast.success(t('restaurantDirectory:remove.done', { name: restaurant.name, count: result.cancelledOrderIds.length }));
        void navigate(paths.dashboard.restaurants);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(errorMessage(t, error));
      },
    });

  return (
    <div className="flex flex-wrap items-center gap-3">
      <VisibilitySwitch name={restaurant.name} visible={restaurant.visible} pending={visibility.isPending} onToggle={toggle} />
      <Link
        to={paths.dashboard.restaurantSettings(restaurant.id)}
        className="inline-flex h-10 items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-ink ring-1 ring-stone-300 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-500"
      >
        <Settings aria-hidden className="size-4" />
        {t('restaurantDirectory:settings')}
      </Link>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden className="size-4" />
        {t('restaurantDirectory:remove.button')}
      </Button>
      <RemoveRestaurantsDialog
        open={confirming}
        names={[restaurant.name]}
        withBranches={restaurant.parentRestaurantId === null}
        busy={removal.isPending}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
