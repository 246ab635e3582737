import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { ProfileDetails, formatAddress } from './profile-details';
import { deferredComponent } from '../../../lib/deferred-component';

const ProfileForm = deferredComponent(() => import('./profile-form').then((m) => m.ProfileForm));

/**
 * A person's profile, read-only until Edit is pressed. `withAddress` is for customers only: staff
 * and couriers have no address to show or edit.
 */
export function UserProfilePanel({ user, withAddress = true }: { user: User; withAddress?: boolean }) {
  const { t } = useTranslation('account');
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="profile-details-title" className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="profile-details-title" className="text-lg font-semibold">{t('profile.personal')}</h2>
        {!editing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden className="size-4" />
            {t('profile.edit')}
          </Button>
        )}
      </div>
      {editing ? (
        <ProfileForm user={user} withAddress={withAddress} onDone={() => setEditing(false)} />
      ) : (
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
      )}
    </section>
  );
}
