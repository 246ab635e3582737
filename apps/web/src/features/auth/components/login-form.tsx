import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/forms/form-error';
import { fieldMessage } from '../../../components/forms/field-message';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useLogin } from '../api/login';
import type { LoginValues } from '../lib/login-form-schema';
import { ResendVerification } from './resend-verification';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { lazySchema } from '../../../lib/lazy-schema';

const loginFormSchema = lazySchema(() => import('../lib/login-form-schema').then((m) => m.loginFormSchema));

export function LoginForm() {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<string>();
  // The username or e-mail of a login refused for an unverified e-mail: it may ask for a new link.
  const [unverifiedLoginId, setUnverifiedLoginId] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: lazyZodResolver(loginFormSchema), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    setUnverifiedLoginId(undefined);
    try {
      await loginMutation.mutateAsync({ loginId: values.username, password: values.password });
    } catch (error) {
      // SPEC.md section 8: the server's message, or 'An error occured' when there is none.
      const message = errorMessage(t, error);
      setFailure(message);
      toast.error(message);
      if (error instanceof ApiError && error.errorCode === 'emailNotVerified') setUnverifiedLoginId(values.username);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={failure} />
      {unverifiedLoginId && <ResendVerification key={unverifiedLoginId} loginId={unverifiedLoginId} />}
      <TextField
        label={t('auth:fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldMessage(t, errors, 'username')}
        {...register('username')}
      />
      <TextField
        label={t('auth:fields.password')}
        type="password"
        autoComplete="current-password"
        error={fieldMessage(t, errors, 'password')}
        {...register('password')}
      />
      <Button type="submit" size="lg" loading={loginMutation.isPending}>
        {t('auth:login.submit')}
      </Button>
    </form>
  );
}
