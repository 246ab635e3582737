import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { deferredComponent } from '../../../lib/deferred-component';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useAdministerUser } from '../api/administer-user';
import { SettingsCard } from './settings-card';

const ConfirmDialog = deferredComponent(() => import('../../../components/ui/confirm-dialog').then((m) => m.ConfirmDialog));

/** For a customer who lost their authenticator: two-factor login off, after a confirmation. */
export function TwoFactorResetCard({ user }: { user: User }) {
  const { t } = useTranslation(['userAdmin', 'errors']);
  const administer = useAdministerUser();
  const [asking, setAsking] = useState(false);
  const reset = async () => {
    try {
      await administer.mutateAsync({ id: user.id, action: 'reset-2fa' });
      toast.success(t('userAdmin:settings.twoFactorToast'));
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
    setAsking(false);
  };
  return (
    <SettingsCard
      title={t('userAdmin:settings.twoFactorTitle')}
      description={t(user.twoFactorEnabled ? 'userAdmin:settings.twoFactorText' : 'userAdmin:settings.twoFactorOff')}
    >
      <Button variant="secondary" disabled={!user.twoFactorEnabled} onClick={() => setAsking(true)}>
        {t('userAdmin:settings.twoFactorReset')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('userAdmin:settings.twoFactorConfirmTitle')}
        description={t('userAdmin:settings.twoFactorConfirmText')}
        confirmLabel={t('userAdmin:settings.twoFactorReset')}
        busy={administer.isPending}
        onConfirm={() => void reset()}
        onCancel={() => setAsking(false)}
      />
    </SettingsCard>
  );
}
