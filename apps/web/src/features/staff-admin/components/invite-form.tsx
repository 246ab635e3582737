import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INVITE_NOTE_MAX, STAFF_ROLES, type StaffInvitation, type StaffInviteRequest } from '@forkly/contracts';
import { FormError } from '../../../components/forms/form-error';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { applyServerErrors } from '../../../components/forms/server-errors';
import { SelectField } from '../../../components/forms/select-field';
import { TextareaField } from '../../../components/forms/textarea-field';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { errorMessage, validationMessage } from '../../../lib/error-message';
import { contractSchema } from '../../../lib/lazy-schema';
import { toast } from '../../../stores/toast-store';
import { useInviteStaff } from '../api/invite-staff';

const staffInviteRequestSchema = contractSchema('staffInviteRequestSchema');

type InviteFormValues = StaffInviteRequest;
const EMPTY: InviteFormValues = { email: '', role: 'SERVICE', note: '' };
const SERVER_FIELDS = { email: 'email', role: 'role', note: 'note' };

/**
 * The invite form (SPEC.md sections 3 and 5): e-mail ('Email is required', 'Enter a valid email'),
 * the role the new member gets, and an optional note that goes into the mail.
 */
export function InviteForm({ onInvited }: { onInvited?: (invitation: StaffInvitation) => void }) {
  const { t } = useTranslation(['staffAdmin', 'validation', 'errors']);
  const invite = useInviteStaff();
  const [failure, setFailure] = useState<string>();
  const form = useForm<InviteFormValues, unknown, StaffInviteRequest>({ resolver: lazyZodResolver(staffInviteRequestSchema), defaultValues: EMPTY });
  const {
    register,
    formState: { errors },
  } = form;
  const message = (name: keyof InviteFormValues) => validationMessage(t, errors[name]?.message, { max: INVITE_NOTE_MAX });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const invitation = await invite.mutateAsync(values);
      toast.success(t('staffAdmin:invite.sent', { email: invitation.email }));
      form.reset(EMPTY);
      onInvited?.(invitation);
    } catch (err) {
      // The one refusal a person can fix in the form: the address already has an account.
      if (err instanceof ApiError && err.errorCode === 'emailAlreadyExists')
        form.setError('email', { type: 'server', message: errorMessage(t, err) }, { shouldFocus: true });
      else setFailure([errorMessage(t, err), ...applyServerErrors(t, err, form.setError, SERVER_FIELDS)].join(' '));
      toast.error(errorMessage(t, err));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('staffAdmin:invite.email')} type="email" autoComplete="off" error={message('email')} {...register('email')} />
        <SelectField
          label={t('staffAdmin:invite.role')}
          options={STAFF_ROLES.map((role) => ({ value: role, label: t(`staffAdmin:role.${role}`) }))}
          error={message('role')}
          {...register('role')}
        />
      </div>
      <TextareaField label={t('staffAdmin:invite.note')} rows={3} maxLength={INVITE_NOTE_MAX} error={message('note')} {...register('note')} />
      <Button type="submit" size="lg" loading={invite.isPending} className="sm:self-start">
        {t('staffAdmin:invite.submit')}
      </Button>
    </form>
  );
}
