import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PartnerType } from '@forkly/contracts';
import { FormError } from '../../../components/forms/form-error';
import { fieldMessage } from '../../../components/forms/field-message';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { SelectField } from '../../../components/forms/select-field';
import { applyServerErrors } from '../../../components/forms/server-errors';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { lazySchema, type LazySchema } from '../../../lib/lazy-schema';
import { toast } from '../../../stores/toast-store';
import { useRegisterPartner } from '../api/register-partner';
import { PARTNER_SERVER_FIELDS, emptyPartnerForm, partnerPayload, type PartnerFormInput, type PartnerFormValues } from '../lib/partner-form';
import type { partnerFormSchema } from '../lib/partner-form-schema';
import { AddressFormField } from '../../places';

/** One lazily loaded schema per partner type (the restaurant name is required for restaurants only). */
const schemas = new Map<PartnerType, LazySchema<ReturnType<typeof partnerFormSchema>>>();
function schemaFor(type: PartnerType) {
  let schema = schemas.get(type);
  if (!schema) {
    schema = lazySchema(() => import('../lib/partner-form-schema').then((m) => m.partnerFormSchema(type)));
    schemas.set(type, schema);
  }
  return schema;
}

/** The partner request form of SPEC.md sections 2 and 5; `onSent` shows the confirmation. */
export function PartnerForm({ type, onSent }: { type: PartnerType; onSent: () => void }) {
  const { t } = useTranslation(['partners', 'validation', 'errors']);
  const registerPartner = useRegisterPartner();
  const [failure, setFailure] = useState<string>();
  const form = useForm<PartnerFormInput, unknown, PartnerFormValues>({
    resolver: lazyZodResolver(schemaFor(type)),
    defaultValues: emptyPartnerForm,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const error = (name: string) => fieldMessage(t, errors, name);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await registerPartner.mutateAsync({ type, body: partnerPayload(type, values) });
    } catch (err) {
      const unplaced = applyServerErrors(t, err, form.setError, PARTNER_SERVER_FIELDS);
      setFailure([errorMessage(t, err), ...unplaced].join(' '));
      toast.error(errorMessage(t, err));
      return;
    }
    toast.success(t('partners:form.sent'));
    form.reset(emptyPartnerForm);
    onSent();
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormError message={failure} />
        <TextField label={t('partners:form.fullname')} autoComplete="name" error={error('fullname')} {...register('fullname')} />
        {type === 'restaurant' && <TextField label={t('partners:form.name')} autoComplete="organization" error={error('name')} {...register('name')} />}
        <TextField label={t('partners:form.email')} type="email" autoComplete="email" autoCapitalize="none" error={error('email')} {...register('email')} />
        <TextField label={t('partners:form.contact')} type="tel" inputMode="tel" autoComplete="tel" error={error('contact')} {...register('contact')} />
        <SelectField
          label={t('partners:form.contactMode')}
          options={[
            { value: 'EMAIL', label: t('partners:form.contactModes.EMAIL') },
            { value: 'PHONE', label: t('partners:form.contactModes.PHONE') },
          ]}
          error={error('contactMode')}
          {...register('contactMode')}
        />
        <AddressFormField label={t('partners:form.address')} />
        <Button type="submit" size="lg" loading={registerPartner.isPending}>
          {t('partners:form.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
