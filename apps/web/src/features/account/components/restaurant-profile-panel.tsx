import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { restaurantProfileSchema } from '@forkly/contracts';
import { ProfileDetails, formatAddress } from './profile-details';

type RestaurantProfile = z.infer<typeof restaurantProfileSchema>;

/** A restaurant's or branch's own details, read-only: PUT /user edits people, not restaurants. */
export function RestaurantProfilePanel({ restaurant }: { restaurant: RestaurantProfile }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="profile-details-title" className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
      <h2 id="profile-details-title" className="text-lg font-semibold">{t('profile.restaurant')}</h2>
      <ProfileDetails
        rows={[
          { label: 'name', value: restaurant.name },
          { label: 'username', value: restaurant.username },
          { label: 'email', value: restaurant.email },
          { label: 'contact', value: restaurant.contact },
          { label: 'address', value: formatAddress(restaurant.address) },
          { label: 'rating', value: restaurant.rating === null ? null : restaurant.rating.toFixed(1) },
          { label: 'bio', value: restaurant.bio },
        ]}
      />
    </section>
  );
}
