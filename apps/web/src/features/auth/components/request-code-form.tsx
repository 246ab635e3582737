import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../components/forms/field-message';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useRequestResetCode } from '../api/forgotten-password';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { contractSchema } from '../../../lib/lazy-schema';

const forgottenPasswordRequestSchema = contractSchema('forgottenPasswordRequestSchema');

/** Step 1 of the password reset: the username the code is mailed for. */
export function RequestCodeForm({ onSent }: { onSent: (username: string) => void }) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const request = useRequestResetCode();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: lazyZodResolver(forgottenPasswordRequestSchema), defaultValues: { username: '' } });

  const onSubmit = handleSubmit(async ({ username }) => {
    try {
      await request.mutateAsync(username);
      onSent(username);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={t('auth:fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        error={fieldMessage(t, errors, 'username')}
        {...register('username')}
      />
      <Button type="submit" size="lg" loading={request.isPending}>
        {t('auth:forgot.sendCode')}
      </Button>
    </form>
  );
}
