import { useTranslation } from 'react-i18next';
import type { User } from '@forkly/contracts';
import { EditablePanel } from './editable-panel';
import { formatAddress } from '../../../lib/address-format';
import { ProfileDetails } from './profile-details';
import { deferredComponent } from '../../../lib/deferred-component';

const ProfileForm = deferredComponent(() => import('./profile-form').then((m) => m.ProfileForm));

/**
 * A person's profile, read-only until Edit is pressed. `withAddress` is for customers only: staff
 * and couriers have no address to show or edit.
 */
export function UserProfilePanel({ user, withAddress = true }: { user: User; withAddress?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <EditablePanel title={t('profile.personal')} form={(done) => <ProfileForm user={user} withAddress={withAddress} onDone={done} />}>
      <ProfileDetails
        rows={[
          { label: 'firstname', value: user.firstName },
          { label: 'lastname', value: user.lastName },
          { label: 'username', value: user.username },
          { label: 'email', value: user.email },
          { label: 'contact', value: user.contact },
          ...(withAddress ? [{ label: 'address', value: formatAddress(user.address) }] : []),
        ]}
      />
    </EditablePanel>
  );
}
