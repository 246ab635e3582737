import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { loginRequestSchema } from '@forkly/contracts';
import { FormError } from '../../../components/forms/form-error';
import { fieldMessage } from '../../../components/forms/field-message';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useLogin } from '../api/login';

/** SPEC.md section 2: the login form takes a username and a password (sent as loginId). */
const loginFormSchema = z.object({
  username: loginRequestSchema.shape.loginId,
  password: loginRequestSchema.shape.password,
});
type LoginValues = z.infer<typeof loginFormSchema>;

export function LoginForm() {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(loginFormSchema), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await loginMutation.mutateAsync({ loginId: values.username, password: values.password });
    } catch (error) {
      // SPEC.md section 8: the server's message, or 'An error occured' when there is none.
      const message = errorMessage(t, error);
      setFailure(message);
      toast.error(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={failure} />
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
