import { ItemHistory } from '../../platform-records';
import { usePerson } from '../lib/person-context';
import { AccountStatusCard } from '../components/account-status-card';
import { RemoveUserCard } from '../components/remove-user-card';
import { TwoFactorResetCard } from '../components/two-factor-reset-card';

/** /dashboard/users/{id}/settings: enable or disable the account, reset its 2FA, remove it. */
export function Component() {
  const { user } = usePerson();
  return (
    <div className="flex flex-col gap-4">
      <AccountStatusCard user={user} />
      <TwoFactorResetCard user={user} />
      <RemoveUserCard user={user} />
      <ItemHistory entity="user" entityId={user.id} />
    </div>
  );
}
