import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@forkly/contracts';
import { AddressFields } from '../../../components/forms/address-fields';
import { FormError } from '../../../components/forms/form-error';
import { fieldMessage } from '../../../components/forms/field-message';
import { applyServerErrors } from '../../../components/forms/server-errors';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useUpdateUser } from '../api/update-user';
import { PROFILE_SERVER_FIELDS, profileDefaults, profilePayload, type ProfileFormInput, type ProfileFormValues } from '../lib/profile-form';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { lazySchema } from '../../../lib/lazy-schema';

const profileFormSchema = lazySchema(() => import('../lib/profile-form-schema').then((m) => m.profileFormSchema));
const staffProfileFormSchema = lazySchema(() => import('../lib/profile-form-schema').then((m) => m.staffProfileFormSchema));

/**
 * Edits the caller's own profile through PUT /user; the server's field errors land on the fields.
 * Only a customer has an address (`withAddress`): staff and couriers never had one (issue 10).
 */
export function ProfileForm({ user, withAddress, onDone }: { user: User; withAddress: boolean; onDone: () => void }) {
  const { t } = useTranslation(['account', 'validation', 'errors']);
  const update = useUpdateUser();
  const [failure, setFailure] = useState<string>();
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: lazyZodResolver(withAddress ? profileFormSchema : staffProfileFormSchema),
    defaultValues: profileDefaults(user, withAddress),
  });
  const {
    register,
    formState: { errors, dirtyFields },
  } = form;
  const error = (name: string) => fieldMessage(t, errors, name);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const body = profilePayload(user, values, dirtyFields);
    if (!Object.keys(body).length) return onDone();
    try {
      await update.mutateAsync(body);
    } catch (err) {
      const unplaced = applyServerErrors(t, err, form.setError, PROFILE_SERVER_FIELDS);
      setFailure([errorMessage(t, err), ...unplaced].join(' '));
      toast.error(errorMessage(t, err));
      return;
    }
    toast.success(t('account:profile.saved'));
    onDone();
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormError message={failure} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('account:profile.firstname')} autoComplete="given-name" error={error('firstname')} {...register('firstname')} />
          <TextField label={t('account:profile.lastname')} autoComplete="family-name" error={error('lastname')} {...register('lastname')} />
          <TextField label={t('account:profile.contact')} type="tel" inputMode="tel" autoComplete="tel" error={error('contact')} {...register('contact')} />
          <TextField label={t('account:profile.email')} type="email" autoComplete="email" error={error('email')} {...register('email')} />
        </div>
        {withAddress && (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-semibold text-stone-800">{t('account:profile.address')}</legend>
            <AddressFields prefix="address." />
          </fieldset>
        )}
        <div className="flex gap-2">
          <Button type="submit" loading={update.isPending}>
            {t('account:profile.save')}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t('account:cancel')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
