import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@forkly/contracts';
import { AddressFields } from '../../../components/forms/address-fields';
import { FormError } from '../../../components/forms/form-error';
import { fieldMessage } from '../../../components/forms/field-message';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { PROFILE_SERVER_FIELDS, profileDefaults, profilePayload, type ProfileFormInput, type ProfileFormValues } from '../lib/profile-form';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { lazySchema } from '../../../lib/lazy-schema';
import { useSaveProfile } from '../lib/use-save-profile';

const profileFormSchema = lazySchema(() => import('../lib/profile-form-schema').then((m) => m.profileFormSchema));
const staffProfileFormSchema = lazySchema(() => import('../lib/profile-form-schema').then((m) => m.staffProfileFormSchema));

/**
 * Edits the caller's own profile through PUT /user; the server's field errors land on the fields.
 * Only a customer has an address (`withAddress`): staff and couriers never had one (issue 10).
 */
export function ProfileForm({ user, withAddress, onDone }: { user: User; withAddress: boolean; onDone: () => void }) {
  const { t } = useTranslation(['account', 'validation', 'errors']);
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: lazyZodResolver(withAddress ? profileFormSchema : staffProfileFormSchema),
    defaultValues: profileDefaults(user, withAddress),
  });
  const {
    register,
    formState: { errors, dirtyFields },
  } = form;
  const error = (name: string) => fieldMessage(t, errors, name);

  const { save, failure, pending } = useSaveProfile({ setError: form.setError, serverFields: PROFILE_SERVER_FIELDS, onDone });
  const onSubmit = form.handleSubmit((values) => save(profilePayload(user, values, dirtyFields)));

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
          <Button type="submit" loading={pending}>
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
