import { useTranslation } from 'react-i18next';
import type { User } from '@forkly/contracts';
import { useOwnProfile } from '../api/get-profile';
import { LoadState } from '../components/load-state';
import { RemoveAccountSection } from '../components/remove-account-section';
import { TwoFactorSettings } from '../components/two-factor-settings';
import { UserProfilePanel } from '../components/user-profile-panel';

/** /details/user-profile: the customer's own details, editable, two-factor login, and removing the account. */
export function Component() {
  const { t } = useTranslation('account');
  const { activeUser, profile } = useOwnProfile();
  const user = activeUser.data;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('profile.title')}</h1>
      {user && profile.data ? (
        <>
          <UserProfilePanel user={profile.data as User} />
          <TwoFactorSettings username={user.username} enabled={user.twoFactorEnabled} />
          <RemoveAccountSection />
        </>
      ) : (
        <LoadState error={activeUser.isError || profile.isError} onRetry={() => void (activeUser.isError ? activeUser.refetch() : profile.refetch())} />
      )}
    </div>
  );
}
