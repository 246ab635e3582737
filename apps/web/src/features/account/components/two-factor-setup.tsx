import { Copy } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../components/forms/field-message';
import { applyServerErrors } from '../../../components/forms/server-errors';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useConfirmTwoFactor } from '../api/two-factor';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { lazySchema } from '../../../lib/lazy-schema';

const codeFormSchema = lazySchema(() => import('../../../components/forms/code-schema').then((m) => m.codeFormSchema));

interface Setup {
  secret: string;
  qrCode: string;
}

/** Scan the QR code or type the secret into an authenticator app, then confirm with a code. */
export function TwoFactorSetup({ setup, onDone }: { setup: Setup; onDone: () => void }) {
  const { t } = useTranslation(['account', 'validation', 'errors']);
  const confirm = useConfirmTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: lazyZodResolver(codeFormSchema), defaultValues: { code: '' } });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      toast.success(t('account:twoFactor.copied'));
    } catch {
      // Clipboard access can be refused (permissions, http): the secret stays selectable.
      toast.error(t('account:twoFactor.copyFailed'));
    }
  };

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync(code);
      toast.success(t('account:twoFactor.enabled'));
      onDone();
    } catch (error) {
      if (!applyServerErrors(t, error, setError, { code: 'code' }).length) setError('code', { message: errorMessage(t, error) });
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-700">
        <li>{t('account:twoFactor.stepScan')}</li>
        <li>{t('account:twoFactor.stepCode')}</li>
      </ol>
      <img src={setup.qrCode} alt={t('account:twoFactor.qrAlt')} width={192} height={192} className="size-48 rounded-lg ring-1 ring-stone-200" />
      <div className="flex flex-col gap-1">
        <span id="totp-secret-label" className="text-sm font-medium text-stone-800">
          {t('account:twoFactor.secret')}
        </span>
        <div className="flex flex-wrap items-center gap-2">
          <code
            data-testid="totp-secret"
            aria-labelledby="totp-secret-label"
            className="select-all break-all rounded-md bg-stone-100 px-2 py-1 font-mono text-sm text-ink"
          >
            {setup.secret}
          </code>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden className="size-4" />
            {t('account:twoFactor.copy')}
          </Button>
        </div>
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:max-w-xs">
        <TextField
          label={t('account:twoFactor.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={fieldMessage(t, errors, 'code')}
          {...register('code')}
        />
        <div className="flex gap-2">
          <Button type="submit" loading={confirm.isPending}>
            {t('account:twoFactor.confirm')}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t('account:cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
