import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TIP_EURO, TIP_PERCENTAGES, type TipPercentage } from '@forkly/contracts';
import { useFormatPrice } from '../../../lib/price-format';
import { useBasket, type BasketTip } from '../../../stores/basket-store';

type Choice = 'none' | `${number}` | 'other';

const choiceOf = (tip: BasketTip | undefined): Choice => (!tip ? 'none' : 'percentage' in tip ? `${tip.percentage}` : 'other');

/** "2,50", "2.5" or "3" as euro with whole cents within the limit; undefined when it is not one. */
export function parseTipAmount(text: string): number | undefined {
  const normal = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(normal)) return undefined;
  const euro = Number(normal);
  return euro <= MAX_TIP_EURO ? euro : undefined;
}

interface TipPickerProps {
  /** The food after the discount, in euro, to show what each share comes to (the server decides). */
  food?: number;
  /** Tells the checkout whether the typed amount can be sent: an unreadable one blocks ordering. */
  onValidityChange: (valid: boolean) => void;
}

/**
 * The courier's tip at checkout (issue 25): none, 5, 10 or 15 % of the food, or an amount. The
 * choice is kept with the basket and priced by the server; all of it goes to the courier.
 */
export function TipPicker({ food, onValidityChange }: TipPickerProps) {
  const { t, i18n } = useTranslation(['checkout', 'validation']);
  const price = useFormatPrice();
  const id = useId();
  const tip = useBasket((s) => s.tip);
  const setTip = useBasket((s) => s.setTip);
  const [choice, setChoice] = useState<Choice>(choiceOf(tip));
  const [amount, setAmount] = useState(tip && 'amount' in tip ? String(tip.amount) : '');
  const [invalid, setInvalid] = useState(false);
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, { style: 'percent' });

  const choose = (next: Choice) => {
    setChoice(next);
    if (next === 'other') return typeAmount(amount);
    setInvalid(false);
    onValidityChange(true);
    setTip(next === 'none' ? undefined : { percentage: Number(next) as TipPercentage });
  };
  const typeAmount = (text: string) => {
    setAmount(text);
    const euro = text.trim() === '' ? 0 : parseTipAmount(text);
    setInvalid(euro === undefined);
    onValidityChange(euro !== undefined);
    if (euro !== undefined) setTip(euro > 0 ? { amount: euro } : undefined);
  };

  const options: { value: Choice; label: string; detail?: string }[] = [
    { value: 'none', label: t('checkout:tip.none') },
    ...TIP_PERCENTAGES.map((p) => ({
      value: `${p}` as Choice,
      label: percent.format(p / 100),
      detail: food !== undefined ? price(Math.floor(food * p + 0.5) / 100) : undefined,
    })),
    { value: 'other', label: t('checkout:tip.other') },
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-stone-800">{t('checkout:tip.legend')}</legend>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {t('checkout:tip.hint')}
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border px-3 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
              choice === option.value ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800' : 'border-stone-300 bg-white text-stone-800',
            )}
          >
            <input
              type="radio"
              name={`${id}-tip`}
              value={option.value}
              checked={choice === option.value}
              onChange={() => choose(option.value)}
              aria-describedby={`${id}-hint`}
              className="sr-only"
            />
            <span>{option.label}</span>
            {option.detail && <span className="text-xs font-normal text-stone-600 tabular-nums">{option.detail}</span>}
          </label>
        ))}
      </div>
      {choice === 'other' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-amount`} className="text-sm font-medium text-stone-800">
            {t('checkout:tip.amountLabel')}
          </label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => typeAmount(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-amount-error` : undefined}
            className={clsx(
              'h-11 w-40 rounded-lg border bg-white px-3 text-base text-ink tabular-nums focus:outline-2 focus:outline-offset-1',
              invalid ? 'border-red-600 focus:outline-red-600' : 'border-stone-300 focus:outline-brand-600',
            )}
          />
          {invalid && (
            <p id={`${id}-amount-error`} role="alert" className="text-sm text-red-700">
              {t('validation:tipRange')}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
