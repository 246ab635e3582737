import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { READY_MINUTE_CHOICES, type Order } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { useSlotFormat, useTimeFormat } from '../../../lib/date-format';
import { useNow } from '../../../lib/use-now';
import { useKitchenTime } from '../api/kitchen-time';

const MINUTE_MS = 60_000;

/** Whole minutes from `now` until `iso` (0 when it has passed). */
function minutesUntil(iso: string | null, now: number): number {
  return iso ? Math.max(0, Math.round((Date.parse(iso) - now) / MINUTE_MS)) : 0;
}

/** The choice nearest to `minutes` (ties go to the later one: better early than late). */
function nearestChoice(choices: readonly number[], minutes: number): number {
  return choices.reduce((best, m) => (Math.abs(m - minutes) <= Math.abs(best - minutes) ? m : best), choices[0]!);
}

/**
 * The kitchen's word on a paid order (decision 034): accept it with the minutes until the food is
 * ready (the restaurant's usual time preselected), or, once accepted, push that time back once. The
 * courier is then timed to it and the customer sees it. Radio chips a finger can hit (44 px).
 */
export function KitchenTimePicker({ order }: { order: Order }) {
  const { t } = useTranslation('dashboardOrders');
  const formatTime = useTimeFormat();
  const slot = useSlotFormat();
  const send = useKitchenTime();
  const name = useId();
  const now = useNow();
  const accepted = order.acceptedAt !== null;
  // An order placed ahead, answered before it is due: its minutes count from when it is due (decision 051).
  const dueAt = order.delivery.kitchenDueAt ? Date.parse(order.delivery.kitchenDueAt) : 0;
  const from = Math.max(now, dueAt);
  const remaining = minutesUntil(order.readyAt, from);
  const choices = accepted ? READY_MINUTE_CHOICES.filter((m) => m > remaining) : READY_MINUTE_CHOICES;
  const [chosen, setChosen] = useState<number>(() => (accepted ? (choices[0] ?? 0) : nearestChoice(choices, remaining || 15)));
  if (order.status !== 'CONFIRMED') return null;
  const readyAround = order.readyAt ? formatTime(order.readyAt) : '';
  if (accepted && (order.delivery.readyTimeChanged || !choices.length)) {
    return <p className="rounded-2xl bg-stone-50 p-4 text-sm text-ink ring-1 ring-stone-200">{t('kitchen.readyAround', { time: readyAround })}</p>;
  }
  const at = formatTime(new Date(from + chosen * MINUTE_MS).toISOString());
  const hint = accepted
    ? t('kitchen.pushBackHint', { time: readyAround })
    : dueAt > now
      ? t('kitchen.acceptHintAhead', { time: slot.short(new Date(dueAt).toISOString()) })
      : t('kitchen.acceptHint');
  return (
    <form
      className={clsx('flex flex-col gap-3 rounded-2xl p-4 ring-1', accepted ? 'bg-stone-50 ring-stone-200' : 'bg-amber-50 ring-amber-300')}
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate({ orderId: order.id, readyInMinutes: chosen, kind: accepted ? 'pushBack' : 'accept' });
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="text-base font-bold text-ink">{accepted ? t('kitchen.pushBackTitle') : t('kitchen.acceptTitle')}</legend>
        <p className="text-sm text-stone-700">{hint}</p>
        <div className="flex flex-wrap gap-2">
          {choices.map((minutes) => (
            <label
              key={minutes}
              className={clsx(
                'inline-flex min-h-11 min-w-16 cursor-pointer items-center justify-center rounded-full px-4 text-sm font-semibold ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                minutes === chosen ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-ink ring-stone-300 hover:ring-brand-700',
              )}
            >
              <input type="radio" name={name} value={minutes} checked={minutes === chosen} onChange={() => setChosen(minutes)} className="sr-only" />
              {t('kitchen.minutes', { count: minutes })}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" loading={send.isPending}>
          {accepted ? t('kitchen.pushBack', { time: at }) : t('kitchen.accept', { time: at })}
        </Button>
      </div>
    </form>
  );
}
