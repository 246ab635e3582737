import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role, User } from '@forkly/contracts';
import { loadRestaurantSettingsCard } from '../../restaurant-admin';
import { useOwnProfile } from '../api/get-profile';
import { LoadState } from '../components/load-state';
import { RestaurantProfilePanel } from '../components/restaurant-profile-panel';
import { TwoFactorSettings } from '../components/two-factor-settings';
import { UserProfilePanel } from '../components/user-profile-panel';

// Restaurant accounts edit their hours and delivery terms here (restaurant-admin feature, loaded only for them).
const RestaurantSettingsCard = lazy(loadRestaurantSettingsCard);

/** Only a customer has an address; staff and couriers edit their names and contact without one. */
const HAS_ADDRESS: readonly Role[] = ['USER'];

/** /dashboard/profile-details: the profile read from the endpoint of the caller's role; every role edits its own (PUT /user). */
export function Component() {
  const { t } = useTranslation('account');
  const { activeUser, profile } = useOwnProfile();
  const user = activeUser.data;
  const data = profile.data;

  let content;
  if (user && data) {
    content = (
      <>
        {'name' in data ? (
          <RestaurantProfilePanel restaurant={data} />
        ) : (
          <UserProfilePanel user={data as User} withAddress={HAS_ADDRESS.includes(user.currentUserRole)} />
        )}
        {user.restaurantId !== undefined && user.currentUserRole.startsWith('RESTAURANT') && (
          <Suspense fallback={null}>
            <RestaurantSettingsCard restaurantId={user.restaurantId} />
          </Suspense>
        )}
        <TwoFactorSettings username={user.username} enabled={user.twoFactorEnabled} />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('profile.dashboardTitle')}</h1>
      {content ?? (
        <LoadState error={activeUser.isError || profile.isError} onRetry={() => void (activeUser.isError ? activeUser.refetch() : profile.refetch())} />
      )}
    </div>
  );
}
