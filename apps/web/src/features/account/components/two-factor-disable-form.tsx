import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../components/forms/field-message';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { lazySchema } from '../../../lib/lazy-schema';
import { toast } from '../../../stores/toast-store';
import { useDisableTwoFactor } from '../api/two-factor';

const disableSchema = lazySchema(() => import('../lib/two-factor-disable-schema').then((m) => m.disableSchema));

/** Turning 2FA off asks for the password, so a borrowed unlocked session cannot do it. */
export function TwoFactorDisableForm({ username, onDone }: { username: string; onDone: () => void }) {
  const { t } = useTranslation(['account', 'validation', 'errors']);
  const disable = useDisableTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: lazyZodResolver(disableSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await disable.mutateAsync({ username, password });
      toast.success(t('account:twoFactor.disabled'));
      onDone();
    } catch (error) {
      const message = errorMessage(t, error);
      if (error instanceof ApiError && error.errorCode === 'passwordIncorrect') setError('password', { message });
      else toast.error(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:max-w-xs">
      <p className="text-sm text-stone-700">{t('account:twoFactor.disableIntro')}</p>
      <TextField
        label={t('account:twoFactor.password')}
        type="password"
        autoComplete="current-password"
        error={fieldMessage(t, errors, 'password')}
        {...register('password')}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="danger" className="h-auto min-h-10 py-2 text-left" loading={disable.isPending}>
          {t('account:twoFactor.turnOff')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('account:cancel')}
        </Button>
      </div>
    </form>
  );
}
