import { FormProvider, useForm } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AddressFields } from '../../../components/forms/address-fields';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { isSameFlow, useSignupStore } from '../../../stores/signup-store';
import { AddressSearch, type LocatedAddress } from '../components/address-search';
import type { AddressStepValues } from '../lib/register-schemas';
import { useRegisterParams } from '../lib/register-params';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { lazySchema } from '../../../lib/lazy-schema';

const addressStepSchema = lazySchema(() => import('../lib/register-schemas').then((m) => m.addressStepSchema));

/**
 * Step 2: street, house number, zip and city, filled by the address search or typed. Floor 0 and
 * an empty apartment are added on submit.
 */
export function Component() {
  const { t } = useTranslation(['auth', 'validation']);
  const navigate = useNavigate();
  const { type = 'regular', code } = useRegisterParams();
  const stored = useSignupStore((s) => s.data);
  const same = isSameFlow(stored, type, code);
  const form = useForm<AddressStepValues>({
    resolver: lazyZodResolver(addressStepSchema),
    defaultValues: {
      street: same ? (stored.street ?? '') : '',
      houseNumber: same ? (stored.houseNumber ?? '') : '',
      zip: same ? (stored.zip ?? '') : '',
      city: same ? (stored.city ?? '') : '',
    },
  });

  // The searched place's position, kept when the fields were saved as it filled them.
  const [located, setLocated] = useState<LocatedAddress>();
  const keptPosition = (values: AddressStepValues) => {
    const place = located;
    const unchanged = place && (Object.keys(place.fields) as (keyof AddressStepValues)[]).every((key) => place.fields[key].trim() === values[key].trim());
    if (unchanged) return { latitude: place.latitude, longitude: place.longitude, placeId: place.placeId };
    if (same && stored.street === values.street && stored.houseNumber === values.houseNumber && stored.zip === values.zip) {
      return { latitude: stored.latitude, longitude: stored.longitude, placeId: stored.placeId };
    }
    return { latitude: undefined, longitude: undefined, placeId: undefined };
  };

  const onSubmit = form.handleSubmit(async (values) => {
    useSignupStore.getState().saveAddress({ ...values, ...keptPosition(values) });
    await navigate(paths.auth.register.loginInfo(type, code));
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="register-step-title">
        <h2 id="register-step-title" className="text-lg font-semibold">
          {t('auth:register.steps.address')}
        </h2>
        <AddressSearch onLocated={setLocated} />
        <AddressFields />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Link
            to={paths.auth.register.basic(type, code)}
            className="inline-flex h-12 items-center justify-center rounded-lg px-6 font-semibold text-ink ring-1 ring-stone-300 hover:bg-stone-100"
          >
            {t('auth:register.back')}
          </Link>
          <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
            {t('auth:register.next')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
