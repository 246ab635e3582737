import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useEnableTwoFactor } from '../api/two-factor';
import { deferredComponent } from '../../../lib/deferred-component';

const TwoFactorDisableForm = deferredComponent(() => import('./two-factor-disable-form').then((m) => m.TwoFactorDisableForm));
const TwoFactorSetup = deferredComponent(() => import('./two-factor-setup').then((m) => m.TwoFactorSetup));

type Mode = 'idle' | 'setup' | 'disable';

/** These labels run long in Finnish: let the button grow instead of clipping the text. */
const LONG_LABEL = 'h-auto min-h-10 self-start py-2 text-left';

/** Two-factor login on and off (SPEC.md section 4), for every role. */
export function TwoFactorSettings({ username, enabled }: { username: string; enabled: boolean }) {
  const { t } = useTranslation(['account', 'errors']);
  const enable = useEnableTwoFactor();
  const [mode, setMode] = useState<Mode>('idle');

  const start = async () => {
    try {
      await enable.mutateAsync(username);
      setMode('setup');
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };

  return (
    <section aria-labelledby="two-factor-title" className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
      <div className="flex items-start gap-3">
        {enabled ? (
          <ShieldCheck aria-hidden className="size-6 shrink-0 text-green-700" />
        ) : (
          <ShieldOff aria-hidden className="size-6 shrink-0 text-stone-600" />
        )}
        <div className="flex flex-col gap-1">
          <h2 id="two-factor-title" className="text-lg font-semibold">
            {t('account:twoFactor.title')}
          </h2>
          <p className="text-sm text-stone-700">{enabled ? t('account:twoFactor.statusOn') : t('account:twoFactor.statusOff')}</p>
        </div>
      </div>
      {mode === 'setup' && enable.data && !enabled && <TwoFactorSetup setup={enable.data} onDone={() => setMode('idle')} />}
      {mode === 'disable' && enabled && <TwoFactorDisableForm username={username} onDone={() => setMode('idle')} />}
      {mode === 'idle' &&
        (enabled ? (
          <Button variant="secondary" className={LONG_LABEL} onClick={() => setMode('disable')}>
            {t('account:twoFactor.turnOff')}
          </Button>
        ) : (
          <Button className={LONG_LABEL} loading={enable.isPending} onClick={() => void start()}>
            {t('account:twoFactor.turnOn')}
          </Button>
        ))}
    </section>
  );
}
