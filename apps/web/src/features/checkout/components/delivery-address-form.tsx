import { useEffect, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../components/forms/address-fields';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { Button } from '../../../components/ui/button';
import { lazySchema } from '../../../lib/lazy-schema';
import type { AddressFormValues } from '../lib/address-form-schema';

const addressFormSchema = lazySchema(() => import('../lib/address-form-schema').then((m) => m.addressFormSchema));

interface DeliveryAddressFormProps {
  /** What the fields start with: the last draft, or the address proposed. */
  initial: AddressFormValues;
  onUse: (values: AddressFormValues) => void;
  /** Absent when there is no other address to go back to. */
  onCancel?: () => void;
  /** Receives what was typed when the form closes, so reopening it shows it again. */
  onClose: (draft: AddressFormValues) => void;
}

/**
 * The "another address" form of the checkout. Its own component, loaded when first shown (most
 * customers deliver to their saved address and never open it), so the form library stays out of
 * the checkout's first load.
 */
export function DeliveryAddressForm({ initial, onUse, onCancel, onClose }: DeliveryAddressFormProps) {
  const { t } = useTranslation('checkout');
  const form = useForm<AddressFormValues>({ resolver: lazyZodResolver(addressFormSchema), defaultValues: initial });
  const closing = useRef(onClose);
  useEffect(() => {
    closing.current = onClose;
  });
  useEffect(() => () => closing.current(form.getValues()), [form]);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onUse)} className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-3">
        <AddressFields />
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{t('address.use')}</Button>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              {t('address.cancel')}
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
