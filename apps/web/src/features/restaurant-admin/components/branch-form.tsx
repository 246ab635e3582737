import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@forkly/contracts';
import { fieldMessage } from '../../../components/forms/field-message';
import { FormError } from '../../../components/forms/form-error';
import { applyServerErrors } from '../../../components/forms/server-errors';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { NewPasswordFields } from '../../auth';
import { useAddBranch } from '../api/add-branch';
import { BRANCH_SERVER_FIELDS, branchPayload, emptyBranchForm, type BranchFormInput, type BranchFormValues } from '../lib/branch-form';
import { AddressFormField } from '../../places';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { lazySchema } from '../../../lib/lazy-schema';

const branchFormSchema = lazySchema(() => import('../lib/branch-form-schema').then((m) => m.branchFormSchema));

/**
 * The add-branch form (DESIGN.md section 6, "Branches"): the branch's own name, e-mail, contact
 * and address, and the login it will use (username, password with the live checklist).
 */
export function BranchForm({ onCreated }: { onCreated: (branch: Branch) => void }) {
  const { t } = useTranslation(['restaurantAdmin', 'validation', 'errors']);
  const addBranch = useAddBranch();
  const [failure, setFailure] = useState<string>();
  const form = useForm<BranchFormInput, unknown, BranchFormValues>({ resolver: lazyZodResolver(branchFormSchema), defaultValues: emptyBranchForm });
  const {
    register,
    formState: { errors },
  } = form;
  const error = (name: string) => fieldMessage(t, errors, name);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const branch = await addBranch.mutateAsync(branchPayload(values));
      toast.success(t('restaurantAdmin:branches.created', { name: branch.name }));
      form.reset(emptyBranchForm);
      onCreated(branch);
    } catch (err) {
      const unplaced = applyServerErrors(t, err, form.setError, BRANCH_SERVER_FIELDS);
      setFailure([errorMessage(t, err), ...unplaced].join(' '));
      toast.error(errorMessage(t, err));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormError message={failure} />
        <p className="text-sm text-stone-700">{t('restaurantAdmin:branches.form.copyNote')}</p>
        <TextField label={t('restaurantAdmin:branches.form.name')} autoComplete="organization" error={error('name')} {...register('name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('restaurantAdmin:branches.form.email')}
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            error={error('email')}
            {...register('email')}
          />
          <TextField
            label={t('restaurantAdmin:branches.form.contact')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            error={error('contact')}
            {...register('contact')}
          />
        </div>
        <AddressFormField label={t('restaurantAdmin:branches.form.address')} />
        <fieldset className="flex flex-col gap-4 border-t border-stone-200 pt-4">
          <legend className="sr-only">{t('restaurantAdmin:branches.form.login')}</legend>
          <p aria-hidden className="text-base font-semibold text-ink">
            {t('restaurantAdmin:branches.form.login')}
          </p>
          <TextField
            label={t('restaurantAdmin:branches.form.username')}
            autoComplete="off"
            autoCapitalize="none"
            error={error('username')}
            {...register('username')}
          />
          <NewPasswordFields />
        </fieldset>
        <Button type="submit" size="lg" loading={addBranch.isPending} className="sm:self-start">
          {t('restaurantAdmin:branches.form.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
