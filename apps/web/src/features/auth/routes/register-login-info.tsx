import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import type { RegistrationType } from '@forkly/contracts';
import { FormError } from '../../../components/forms/form-error';
import { fieldMessage } from '../../../components/forms/field-message';
import { applyServerErrors } from '../../../components/forms/server-errors';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useSignupProgress, useSignupStore } from '../../../stores/signup-store';
import { toast } from '../../../stores/toast-store';
import { useCompleteAccount } from '../api/complete-account';
import { useRegisterRegular } from '../api/sign-up';
import { NewPasswordFields } from '../components/new-password-fields';
import type { LoginInfoValues } from '../lib/register-schemas';
import { LOGIN_INFO_SERVER_FIELDS, completionPayload, regularPayload } from '../lib/registration-payload';
import { useRegisterParams } from '../lib/register-params';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { lazySchema } from '../../../lib/lazy-schema';

const loginInfoSchema = lazySchema(() => import('../lib/register-schemas').then((m) => m.loginInfoSchema));

/** Step 3, open only once the basic and address steps are done (SPEC.md section 2). */
export function Component() {
  const { type = 'regular', code } = useRegisterParams();
  const progress = useSignupProgress(type, code);
  // Checked once, when the step opens: clearing the store after a successful registration must
  // not bounce the page back to step 1 before it reaches the success page.
  const [{ basicDone, addressDone }] = useState(progress);
  if (!basicDone) return <Navigate replace to={paths.auth.register.basic(type, code)} />;
  if (!addressDone) return <Navigate replace to={paths.auth.register.address(type, code)} />;
  return <LoginInfoForm type={type} code={code} />;
}

function LoginInfoForm({ type, code }: { type: RegistrationType; code: string | undefined }) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const navigate = useNavigate();
  const registerRegular = useRegisterRegular();
  const completeAccount = useCompleteAccount();
  const [failure, setFailure] = useState<string>();
  const form = useForm<LoginInfoValues>({
    resolver: lazyZodResolver(loginInfoSchema),
    defaultValues: { username: '', password: '', repeatpassword: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const data = useSignupStore.getState().data;
    try {
      if (type === 'regular') await registerRegular.mutateAsync(regularPayload(data, values));
      else await completeAccount.mutateAsync(completionPayload(data, values, code ?? ''));
    } catch (error) {
      const unplaced = applyServerErrors(t, error, form.setError, LOGIN_INFO_SERVER_FIELDS);
      setFailure([errorMessage(t, error), ...unplaced].join(' '));
      toast.error(errorMessage(t, error));
      return;
    }
    useSignupStore.getState().reset();
    toast.success(t('auth:register.completed'));
    await navigate(paths.auth.register.success, { state: { type } });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="register-step-title">
        <h2 id="register-step-title" className="text-lg font-semibold">
          {t('auth:register.steps.loginInfo')}
        </h2>
        <FormError message={failure} />
        <TextField
          label={t('auth:fields.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={fieldMessage(t, form.formState.errors, 'username')}
          {...form.register('username')}
        />
        <NewPasswordFields />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {/* Back keeps the first two steps' data (signup-storage); passwords are never stored. */}
          <Link
            to={paths.auth.register.address(type, code)}
            className="inline-flex h-12 items-center justify-center rounded-lg px-6 font-semibold text-ink ring-1 ring-stone-300 hover:bg-stone-100"
          >
            {t('auth:register.back')}
          </Link>
          <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
            {t('auth:register.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
