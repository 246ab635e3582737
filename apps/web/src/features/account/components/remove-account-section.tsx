import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../components/forms/field-message';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { deferredComponent } from '../../../lib/deferred-component';
import { lazySchema } from '../../../lib/lazy-schema';
import { toast } from '../../../stores/toast-store';
import { removalErrorMessage } from '../lib/removal-error';
import { useRemoveOwnAccount } from '../api/remove-own-account';

const ConfirmDialog = deferredComponent(() => import('../../../components/ui/confirm-dialog').then((m) => m.ConfirmDialog));
// The same rule as turning 2FA off: a password must be given.
const passwordSchema = lazySchema(() => import('../lib/two-factor-disable-schema').then((m) => m.disableSchema));

/**
 * "Remove my account" on the customer's profile: the password first, then a confirmation that
 * names what happens; afterwards the person is logged out and lands on the home page.
 */
export function RemoveAccountSection() {
  const { t } = useTranslation(['userAdmin', 'validation', 'errors']);
  const remove = useRemoveOwnAccount();
  const [asking, setAsking] = useState(false);
  const passwordWasWrong = useRef(false);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: lazyZodResolver(passwordSchema), defaultValues: { password: '' } });

  // A password is given: now ask, and send it only once the person confirms.
  const onSubmit = handleSubmit(() => setAsking(true));

  const confirm = async () => {
    try {
      await remove.mutateAsync(getValues('password'));
      toast.success(t('userAdmin:selfRemoval.removedToast'));
    } catch (error) {
      const message = removalErrorMessage(t, error);
      passwordWasWrong.current = error instanceof ApiError && error.errorCode === 'passwordIncorrect';
      if (passwordWasWrong.current) setError('password', { message });
      else toast.error(message);
      setAsking(false);
    }
  };

  return (
    <section aria-labelledby="remove-account-title" className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-red-200 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="remove-account-title" className="text-lg font-semibold text-red-800">
          {t('userAdmin:selfRemoval.title')}
        </h2>
        <p className="text-sm text-stone-700">{t('userAdmin:selfRemoval.text')}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:max-w-xs">
        <TextField
          label={t('userAdmin:selfRemoval.password')}
          type="password"
          autoComplete="current-password"
          error={fieldMessage(t, errors, 'password')}
          {...register('password')}
        />
        <Button type="submit" variant="danger" className="self-start">
          {t('userAdmin:selfRemoval.button')}
        </Button>
      </form>
      <ConfirmDialog
        open={asking}
        title={t('userAdmin:selfRemoval.confirmTitle')}
        description={t('userAdmin:selfRemoval.consequences')}
        confirmLabel={t('userAdmin:selfRemoval.confirm')}
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        focusOnClose={() => {
          if (!passwordWasWrong.current) return false;
          passwordWasWrong.current = false;
          setFocus('password');
          return true;
        }}
      />
    </section>
  );
}
