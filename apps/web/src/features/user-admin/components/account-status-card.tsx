import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { User } from '@forkly/contracts';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useAdministerUser } from '../api/administer-user';
import { SettingsCard } from './settings-card';

/** Enabled or disabled: a disabled customer cannot log in, and is logged out at once. */
export function AccountStatusCard({ user }: { user: User }) {
  const { t } = useTranslation(['userAdmin', 'errors']);
  const administer = useAdministerUser();
  const toggle = async () => {
    try {
      const updated = await administer.mutateAsync({ id: user.id, action: user.enabled ? 'disable' : 'enable' });
      toast.success(t(updated.enabled ? 'userAdmin:settings.enabledToast' : 'userAdmin:settings.disabledToast'));
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  return (
    <SettingsCard title={t('userAdmin:settings.statusTitle')} description={t('userAdmin:settings.statusText')}>
      <button
        type="button"
        role="switch"
        aria-checked={user.enabled}
        disabled={administer.isPending}
        onClick={() => void toggle()}
        className="inline-flex min-h-11 items-center gap-3 rounded-full pr-2 text-sm font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        <span aria-hidden className={clsx('relative h-6 w-10 shrink-0 rounded-full transition-colors', user.enabled ? 'bg-brand-700' : 'bg-stone-400')}>
          <span
            className={clsx(
              'absolute top-0.5 left-0 size-5 rounded-full bg-white shadow transition-transform',
              user.enabled ? 'translate-x-4.5' : 'translate-x-0.5',
            )}
          />
        </span>
        {t('userAdmin:settings.statusSwitch')}
      </button>
    </SettingsCard>
  );
}
