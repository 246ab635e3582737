import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { User } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { deferredComponent } from '../../../lib/deferred-component';
import { toast } from '../../../stores/toast-store';
import { useRemoveUser } from '../api/remove-user';
import { fullName } from '../lib/user-filters';
import { removalErrorMessage } from '../../account';
import { SettingsCard } from './settings-card';

const ConfirmDialog = deferredComponent(() => import('../../../components/ui/confirm-dialog').then((m) => m.ConfirmDialog));

/** Removal for good, after a confirmation that names what happens; then back to the list. */
export function RemoveUserCard({ user }: { user: User }) {
  const { t } = useTranslation(['userAdmin', 'errors']);
  const remove = useRemoveUser();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const name = fullName(user);
  const confirm = async () => {
    try {
      await remove.mutateAsync(user.id);
      toast.success(t('userAdmin:remove.removedToast', { name }));
      await navigate(paths.dashboard.users);
    } catch (error) {
      toast.error(removalErrorMessage(t, error));
      setAsking(false);
    }
  };
  return (
    <SettingsCard danger title={t('userAdmin:remove.title')} description={t('userAdmin:remove.text')}>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t('userAdmin:remove.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('userAdmin:remove.confirmTitle', { name })}
        description={t('userAdmin:remove.consequences')}
        confirmLabel={t('userAdmin:remove.confirm')}
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </SettingsCard>
  );
}
