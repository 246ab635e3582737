import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UpdateUserRequest } from '@forkly/contracts';
import type { z } from 'zod';
import { FormError } from '../../../components/forms/form-error';
import { fieldMessage } from '../../../components/forms/field-message';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { TextareaField } from '../../../components/forms/textarea-field';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { lazySchema } from '../../../lib/lazy-schema';
import type { restaurantProfileFormSchema } from '../lib/profile-form-schema';
import { useSaveProfile } from '../lib/use-save-profile';

const formSchema = lazySchema(() => import('../lib/profile-form-schema').then((m) => m.restaurantProfileFormSchema));
type Input = z.input<typeof restaurantProfileFormSchema>;
type Values = z.output<typeof restaurantProfileFormSchema>;

export interface EditableRestaurant {
  name: string;
  bio: string;
  contact: string;
  contact1?: string | null;
}

/** Server field -> form field: the names are the same. */
const SERVER_FIELDS = { name: 'name', bio: 'bio', contact: 'contact', contact1: 'contact1' };

/**
 * A restaurant or branch account edits its name, bio and phones through PUT /user (issue 10),
 * the fields its sign-up gave it; only what changed is sent.
 */
export function RestaurantProfileForm({ restaurant, onDone }: { restaurant: EditableRestaurant; onDone: () => void }) {
  const { t } = useTranslation(['account', 'validation', 'errors']);
  const form = useForm<Input, unknown, Values>({
    resolver: lazyZodResolver(formSchema),
    defaultValues: { name: restaurant.name, bio: restaurant.bio, contact: restaurant.contact, contact1: restaurant.contact1 ?? '' },
  });
  const {
    register,
    formState: { errors, dirtyFields },
  } = form;
  const error = (name: string) => fieldMessage(t, errors, name);

  const { save, failure, pending } = useSaveProfile({ setError: form.setError, serverFields: SERVER_FIELDS, onDone });

  const onSubmit = form.handleSubmit(async (values) => {
    const body: UpdateUserRequest = {};
    for (const field of ['name', 'bio', 'contact', 'contact1'] as const) if (dirtyFields[field]) body[field] = values[field];
    await save(body);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={failure} />
      <TextField label={t('account:profile.name')} autoComplete="organization" error={error('name')} {...register('name')} />
      <TextareaField label={t('account:profile.bio')} error={error('bio')} {...register('bio')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('account:profile.contact')} type="tel" inputMode="tel" autoComplete="tel" error={error('contact')} {...register('contact')} />
        <TextField label={t('account:profile.contact1')} type="tel" inputMode="tel" error={error('contact1')} {...register('contact1')} />
      </div>
      <div className="flex gap-2">
        <Button type="submit" loading={pending}>
          {t('account:profile.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('account:cancel')}
        </Button>
      </div>
    </form>
  );
}
