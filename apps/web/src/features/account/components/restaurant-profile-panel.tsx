import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { restaurantProfileSchema } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { deferredComponent } from '../../../lib/deferred-component';
import { ProfileDetails, formatAddress } from './profile-details';

const RestaurantProfileForm = deferredComponent(() => import('./restaurant-profile-form').then((m) => m.RestaurantProfileForm));

type RestaurantProfile = z.infer<typeof restaurantProfileSchema>;

/** A restaurant's or branch's own details; Edit changes its name, bio and phones (PUT /user). */
export function RestaurantProfilePanel({ restaurant }: { restaurant: RestaurantProfile }) {
  const { t } = useTranslation('account');
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="profile-details-title" className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="profile-details-title" className="text-lg font-semibold">{t('profile.restaurant')}</h2>
        {!editing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden className="size-4" />
            {t('profile.edit')}
          </Button>
        )}
      </div>
      {editing ? (
        <RestaurantProfileForm restaurant={restaurant} onDone={() => setEditing(false)} />
      ) : (
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
      )}
    </section>
  );
}
