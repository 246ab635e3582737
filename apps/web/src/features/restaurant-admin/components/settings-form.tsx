import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RESTAURANT_CUISINES, type RestaurantSettings, type UpdateRestaurantSettings } from '@forkly/contracts';
import { FormError } from '../../../components/forms/form-error';
import { applyServerErrors } from '../../../components/forms/server-errors';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useFormatPrice } from '../../../lib/price-format';
import { useUpdateRestaurantSettings } from '../api/update-restaurant-settings';
import { fieldError } from '../lib/field-error';
import { NUMBER_FIELDS, SETTINGS_SERVER_FIELDS, settingsFormValues, type NumberField, type SettingsFormInput } from '../lib/settings-form';
import { OpeningHoursEditor } from './opening-hours-editor';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { lazySchema } from '../../../lib/lazy-schema';

const settingsFormSchema = lazySchema(() => import('../lib/settings-form-schema').then((m) => m.settingsFormSchema));

/**
 * A restaurant's settings (DESIGN.md section 6): opening hours, the pause switch, preparation
 * time, delivery radius, minimum order and the delivery fee (base + per km beyond a free
 * distance). Saving replaces them all; customers see the change at once.
 */
export function SettingsForm({ settings }: { settings: RestaurantSettings }) {
  const { t } = useTranslation(['restaurantAdmin', 'validation', 'errors', 'restaurants']);
  const formatPrice = useFormatPrice();
  const update = useUpdateRestaurantSettings(settings.restaurantId);
  const [failure, setFailure] = useState<string>();
  const form = useForm<SettingsFormInput, unknown, UpdateRestaurantSettings>({
    resolver: lazyZodResolver(settingsFormSchema),
    defaultValues: settingsFormValues(settings),
  });
  const {
    register,
    formState: { errors },
  } = form;

  /** The bounds in the unit the person types: minutes, km or euro. */
  const bound = (field: NumberField, value: number) => {
    const spec = NUMBER_FIELDS[field];
    if (spec.unit === 'km') return String(value / 1000);
    if (spec.unit === 'euro') return formatPrice(value);
    return String(value);
  };
  const numberInput = (field: NumberField) => {
    const spec = NUMBER_FIELDS[field];
    return (
      <TextField
        label={t(`restaurantAdmin:settings.fields.${field}`)}
        inputMode={spec.decimals ? 'decimal' : 'numeric'}
        hint={t(`restaurantAdmin:settings.units.${spec.unit}`)}
        error={fieldError(t, errors, field, { min: bound(field, spec.min), max: bound(field, spec.max), decimals: spec.decimals })}
        {...register(field)}
      />
    );
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const saved = await update.mutateAsync(values);
      form.reset(settingsFormValues(saved));
      toast.success(t('restaurantAdmin:settings.saved'));
    } catch (err) {
      const unplaced = applyServerErrors(t, err, form.setError, SETTINGS_SERVER_FIELDS);
      setFailure([errorMessage(t, err), ...unplaced].join(' '));
      toast.error(errorMessage(t, err));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <FormError message={failure} />
        <label className="flex items-start gap-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
          <input type="checkbox" role="switch" className="mt-1 size-5 shrink-0 accent-brand-700" {...register('paused')} />
          <span className="flex flex-col">
            <span className="font-semibold text-ink">{t('restaurantAdmin:settings.fields.paused')}</span>
            <span className="text-sm text-stone-700">{t('restaurantAdmin:settings.pausedHint')}</span>
          </span>
        </label>
        <div className="flex flex-col gap-1">
          <label htmlFor="settings-cuisine" className="text-sm font-semibold text-ink">
            {t('restaurantAdmin:settings.fields.cuisine')}
          </label>
          <select
            id="settings-cuisine"
            aria-describedby="settings-cuisine-hint"
            className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-base text-ink focus:outline-2 focus:outline-brand-700 sm:max-w-xs"
            {...register('cuisine')}
          >
            <option value="">{t('restaurantAdmin:settings.noCuisine')}</option>
            {RESTAURANT_CUISINES.map((cuisine) => (
              <option key={cuisine} value={cuisine}>
                {t(`restaurants:cuisines.${cuisine}`)}
              </option>
            ))}
          </select>
          <p id="settings-cuisine-hint" className="text-sm text-stone-700">
            {t('restaurantAdmin:settings.cuisineHint')}
          </p>
        </div>
        <OpeningHoursEditor />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold text-ink">{t('restaurantAdmin:settings.delivery')}</legend>
          {numberInput('preparationMinutes')}
          {numberInput('deliveryRadiusKm')}
          {numberInput('minimumOrder')}
          {numberInput('maximumOrder')}
          {numberInput('deliveryFeeBase')}
          {numberInput('freeDeliveryDistanceKm')}
          {numberInput('deliveryFeePerKm')}
        </fieldset>
        <p className="text-sm text-stone-700">{t('restaurantAdmin:settings.feeRule')}</p>
        <Button type="submit" size="lg" loading={update.isPending} className="sm:self-start">
          {t('restaurantAdmin:settings.save')}
        </Button>
      </form>
    </FormProvider>
  );
}
