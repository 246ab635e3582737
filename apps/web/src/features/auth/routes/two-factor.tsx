import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormError } from '../../../components/forms/form-error';
import { fieldMessage } from '../../../components/forms/field-message';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useVerifyTwoFactor } from '../api/two-factor';
import { AuthHeading } from '../components/auth-heading';
import { AuthLink } from '../components/auth-links';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { lazySchema } from '../../../lib/lazy-schema';

const codeFormSchema = lazySchema(() => import('../../../components/forms/code-schema').then((m) => m.codeFormSchema));

/** /auth/2fa?username=: the second factor after a login that returned no access token. */
export function Component() {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const [search] = useSearchParams();
  const username = search.get('username') ?? '';
  const verify = useVerifyTwoFactor(username);
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: lazyZodResolver(codeFormSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(undefined);
    try {
      await verify.mutateAsync(code);
    } catch (error) {
      const message = errorMessage(t, error);
      setFailure(message);
      toast.error(message);
    }
  });

  return (
    <div className="flex flex-col gap-6">
      <AuthHeading title={t('auth:twoFactor.title')}>{username ? t('auth:twoFactor.intro', { username }) : t('auth:twoFactor.missingUsername')}</AuthHeading>
      {username && (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormError message={failure} />
          <TextField
            label={t('auth:twoFactor.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="[&_input]:tracking-[0.4em]"
            error={fieldMessage(t, errors, 'code')}
            {...register('code')}
          />
          <Button type="submit" size="lg" loading={verify.isPending}>
            {t('auth:twoFactor.submit')}
          </Button>
        </form>
      )}
      <AuthLink to={paths.auth.login}>{t('auth:twoFactor.backToLogin')}</AuthLink>
    </div>
  );
}
