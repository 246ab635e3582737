import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { restaurantProfileSchema } from '@forkly/contracts';
import { deferredComponent } from '../../../lib/deferred-component';
import { EditablePanel } from './editable-panel';
import { formatAddress } from '../../../lib/address-format';
import { ProfileDetails } from './profile-details';

const RestaurantProfileForm = deferredComponent(() => import('./restaurant-profile-form').then((m) => m.RestaurantProfileForm));

type RestaurantProfile = z.infer<typeof restaurantProfileSchema>;

/** A restaurant's or branch's own details; Edit changes its name, bio and phones (PUT /user). */
export function RestaurantProfilePanel({ restaurant }: { restaurant: RestaurantProfile }) {
  const { t } = useTranslation('account');
  return (
    <EditablePanel title={t('profile.restaurant')} form={(done) => <RestaurantProfileForm restaurant={restaurant} onDone={done} />}>
      <ProfileDetails
        rows={[
          { label: 'name', value: restaurant.name },
          { label: 'username', value: restaurant.username },
          { label: 'email', value: restaurant.email },
          { label: 'contact', value: restaurant.contact },
          { label: 'contact1', value: restaurant.contact1 },
          { label: 'address', value: formatAddress(restaurant.address) },
          { label: 'rating', value: restaurant.rating === null ? null : restaurant.rating.toFixed(1) },
          { label: 'bio', value: restaurant.bio },
        ]}
      />
    </EditablePanel>
  );
}
