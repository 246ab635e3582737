import { clsx } from 'clsx';
import { CalendarClock } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliverySlots } from '@forkly/contracts';
import { useSlotFormat } from '../../../lib/date-format';
import { useDeliverySlots } from '../api/get-delivery-slots';

interface DeliveryTimePickerProps {
  restaurantId: number;
  /** The chosen slot; undefined for "As soon as possible". */
  value: string | undefined;
  onChange: (slot: string | undefined) => void;
  /** The server's refusal of the chosen time, shown beside the picker. */
  error?: string;
}

/** The choice to keep when the slots change: a slot still offered, else ASAP when open, else the first slot. */
function keptChoice(data: DeliverySlots, value: string | undefined): string | undefined {
  if (value !== undefined && data.slots.includes(value)) return value;
  if (data.asapAvailable) return undefined;
  return data.slots[0];
}

const optionClass = (checked: boolean) =>
  clsx(
    'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
    checked ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800' : 'border-stone-300 bg-white text-stone-800',
  );
const selectClass =
  'min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * When the order should arrive (issue 25, decision 046): "As soon as possible" while the restaurant
 * is open, or "Schedule" with a day and a time among the slots the server offers. A closed
 * restaurant offers only slots, and the first one is chosen for the customer. Native radios and
 * selects: the arrow keys move through them.
 */
export function DeliveryTimePicker({ restaurantId, value, onChange, error }: DeliveryTimePickerProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const format = useSlotFormat();
  const { data, isError } = useDeliverySlots(restaurantId);

  useEffect(() => {
    if (!data) return;
    const kept = keptChoice(data, value);
    if (kept !== value) onChange(kept);
  }, [data, value, onChange]);

  if (isError && !data) return <p className="text-sm text-stone-700">{t('when.unavailable')}</p>;
  if (!data) return null;

  const days = [...new Set(data.slots.map(format.day))];
  const chosenDay = value ? format.day(value) : days[0];
  const daySlots = data.slots.filter((slot) => format.day(slot) === chosenDay);
  const scheduled = value !== undefined;
  // "opens 2:15 PM" today, "opens Mon 11:00 AM" on another day.
  const opens = data.opensAt && (format.day(data.opensAt) === format.day(new Date().toISOString()) ? format.time(data.opensAt) : format.short(data.opensAt));

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-stone-800">{t('when.legend')}</legend>
      {!data.asapAvailable && (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          <CalendarClock aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{opens ? t('when.closedOpens', { when: opens }) : t('when.closed')}</span>
        </p>
      )}
      {data.slots.length === 0 && !data.asapAvailable ? (
        <p className="text-sm text-stone-700">{t('when.none')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {data.asapAvailable && (
            <label className={optionClass(!scheduled)}>
              <input type="radio" name={`${id}-when`} className="sr-only" checked={!scheduled} onChange={() => onChange(undefined)} />
              {t('when.asap')}
            </label>
          )}
          {data.slots.length > 0 && (
            <label className={optionClass(scheduled)}>
              <input type="radio" name={`${id}-when`} className="sr-only" checked={scheduled} onChange={() => onChange(value ?? data.slots[0])} />
              {t('when.schedule')}
            </label>
          )}
        </div>
      )}
      {scheduled && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm font-medium text-stone-800" htmlFor={`${id}-day`}>
            {t('when.day')}
            <select
              id={`${id}-day`}
              className={selectClass}
              value={chosenDay}
              onChange={(e) => onChange(data.slots.find((slot) => format.day(slot) === e.target.value))}
            >
              {days.map((day) => (
                <option key={day} value={day}>
                  {format.dayLabel(data.slots.find((slot) => format.day(slot) === day)!)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-stone-800" htmlFor={`${id}-time`}>
            {t('when.time')}
            <select id={`${id}-time`} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
              {daySlots.map((slot) => (
                <option key={slot} value={slot}>
                  {format.time(slot)}
                </option>
              ))}
            </select>
          </label>
          <p className="text-sm text-stone-700 sm:col-span-2">{t('when.scheduledHint', { when: format.short(value) })}</p>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
