import { Copy, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_OPENING_WINDOWS, WEEKDAYS, type Weekday } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { fieldError } from '../lib/field-error';
import type { SettingsFormInput } from '../lib/settings-form';

/** A new window starts at the usual lunch-to-evening hours; the person adjusts it. */
const NEW_WINDOW = { open: '11:00', close: '22:00' };

/**
 * Opening hours per weekday (DESIGN.md section 6): each day has up to four windows; a day without
 * any is closed. A close at or before the open runs past midnight (18:00-02:00), and 00:00-00:00
 * is the whole day, as the server reads them.
 */
export function OpeningHoursEditor() {
  const { t } = useTranslation('restaurantAdmin');
  const { getValues, setValue } = useFormContext<SettingsFormInput>();
  const copyMondayToAll = () => {
    const monday = getValues('openingHours.mon');
    for (const day of WEEKDAYS)
      if (day !== 'mon')
        setValue(
          `openingHours.${day}`,
          monday.map((w) => ({ ...w })),
          { shouldDirty: true },
        );
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-base font-semibold text-ink">{t('settings.hours.title')}</legend>
      <p className="text-sm text-stone-700">{t('settings.hours.hint')}</p>
      <ul className="flex flex-col divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
        {WEEKDAYS.map((day) => (
          <DayRow key={day} day={day} />
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={copyMondayToAll} className="self-start">
        <Copy aria-hidden className="size-4" />
        {t('settings.hours.copyMonday')}
      </Button>
    </fieldset>
  );
}

function DayRow({ day }: { day: Weekday }) {
  const { t } = useTranslation(['restaurantAdmin', 'validation']);
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SettingsFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: `openingHours.${day}` });
  const dayName = t(`restaurantAdmin:weekdays.${day}`);
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:gap-4">
      <span className="w-28 shrink-0 pt-2 font-medium text-ink">{dayName}</span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {fields.length === 0 && <span className="pt-2 text-sm text-stone-600">{t('restaurantAdmin:settings.hours.closed')}</span>}
        {fields.map((field, index) => {
          const openError = fieldError(t, errors, `openingHours.${day}.${index}.open`);
          const closeError = fieldError(t, errors, `openingHours.${day}.${index}.close`);
          const labels = { day: dayName, number: index + 1 };
          return (
            <div key={field.id} className="flex flex-col gap-1">
              <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto] items-center gap-2 sm:flex">
                <input
                  type="time"
                  aria-label={t('restaurantAdmin:settings.hours.opens', labels)}
                  aria-invalid={openError ? true : undefined}
                  className="h-10 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-2 text-base text-ink tabular-nums focus:outline-2 focus:outline-brand-600 max-sm:[&::-webkit-calendar-picker-indicator]:hidden sm:w-36"
                  {...register(`openingHours.${day}.${index}.open`)}
                />
                <span aria-hidden className="text-stone-600">
                  –
                </span>
                <input
                  type="time"
                  aria-label={t('restaurantAdmin:settings.hours.closes', labels)}
                  aria-invalid={closeError ? true : undefined}
                  className="h-10 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-2 text-base text-ink tabular-nums focus:outline-2 focus:outline-brand-600 max-sm:[&::-webkit-calendar-picker-indicator]:hidden sm:w-36"
                  {...register(`openingHours.${day}.${index}.close`)}
                />
                <Button variant="ghost" size="sm" onClick={() => remove(index)} aria-label={t('restaurantAdmin:settings.hours.remove', labels)}>
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
              {(openError || closeError) && (
                <p role="alert" className="text-sm text-red-700">
                  {openError ?? closeError}
                </p>
              )}
            </div>
          );
        })}
        {fields.length < MAX_OPENING_WINDOWS && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => append({ ...NEW_WINDOW })}
            className="self-start"
            // The name starts with the visible "Add time" (WCAG 2.5.3), then says which day.
            aria-label={t('restaurantAdmin:settings.hours.addOn', { day: dayName })}
          >
            <Plus aria-hidden className="size-4" />
            {t('restaurantAdmin:settings.hours.add')}
          </Button>
        )}
      </div>
    </li>
  );
}
