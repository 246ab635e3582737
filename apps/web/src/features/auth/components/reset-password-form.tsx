import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/forms/form-error';
import { fieldMessage } from '../../../components/forms/field-message';
import { applyServerErrors } from '../../../components/forms/server-errors';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useResetPassword } from '../api/forgotten-password';
import type { ResetValues } from '../lib/register-schemas';
import { NewPasswordFields } from './new-password-fields';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { lazySchema } from '../../../lib/lazy-schema';

const resetFormSchema = lazySchema(() => import('../lib/register-schemas').then((m) => m.resetFormSchema));

const SERVER_FIELDS = { code: 'code', password: 'password', repeatedPassword: 'repeatpassword' };

/** Step 2 of the password reset: code from the e-mail plus the new password, under SPEC.md's rules. */
export function ResetPasswordForm({ username, onRestart }: { username: string; onRestart: () => void }) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string>();
  const form = useForm<ResetValues>({
    resolver: lazyZodResolver(resetFormSchema),
    defaultValues: { code: '', password: '', repeatpassword: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await reset.mutateAsync({ username, code: values.code, password: values.password, repeatedPassword: values.repeatpassword });
      toast.success(t('auth:forgot.done'));
      await navigate(paths.auth.login);
    } catch (error) {
      const unplaced = applyServerErrors(t, error, setError, SERVER_FIELDS);
      const message = [errorMessage(t, error), ...unplaced].join(' ');
      setFailure(message);
      toast.error(errorMessage(t, error));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormError message={failure} />
        <TextField
          label={t('auth:forgot.code')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          error={fieldMessage(t, errors, 'code')}
          {...register('code')}
        />
        <NewPasswordFields />
        <Button type="submit" size="lg" loading={reset.isPending}>
          {t('auth:forgot.submit')}
        </Button>
        <Button variant="ghost" onClick={onRestart}>
          {t('auth:forgot.resend')}
        </Button>
      </form>
    </FormProvider>
  );
}
