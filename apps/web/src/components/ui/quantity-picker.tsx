import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_QUANTITY, MIN_QUANTITY } from '@forkly/contracts';

interface QuantityPickerProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Visible label; defaults to "Quantity". */
  label?: string;
}

const stepButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40';

/** Whole numbers 1 to 99 (SPEC.md section 5): typed or stepped; anything else snaps back on blur. */
export function QuantityPicker({ value, onChange, label }: QuantityPickerProps) {
  const { t } = useTranslation('basket');
  const id = useId();
  const [text, setText] = useState(String(value));
  // A new value from outside (the steppers, a reset) replaces what is typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }

  const commit = (raw: string) => {
    const parsed = /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
    if (parsed >= MIN_QUANTITY && parsed <= MAX_QUANTITY) onChange(parsed);
    else setText(String(value));
  };

  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="sr-only">
        {label ?? t('quantity')}
      </label>
      <button
        type="button"
        className={stepButton}
        onClick={() => onChange(Math.max(MIN_QUANTITY, value - 1))}
        disabled={value <= MIN_QUANTITY}
        aria-label={t('decrease')}
      >
        <Minus className="h-4 w-4" aria-hidden="true" />
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={2}
        value={text}
        onChange={(e) => {
          const next = e.target.value.replace(/\D/g, '').slice(0, 2);
          setText(next);
          if (/^\d{1,2}$/.test(next) && Number(next) >= MIN_QUANTITY) onChange(Number(next));
        }}
        onBlur={(e) => commit(e.target.value)}
        className="h-11 w-14 rounded-lg border border-stone-300 bg-white text-center text-lg font-semibold text-ink tabular-nums focus:outline-2 focus:outline-brand-700"
      />
      <button
        type="button"
        className={stepButton}
        onClick={() => onChange(Math.min(MAX_QUANTITY, value + 1))}
        disabled={value >= MAX_QUANTITY}
        aria-label={t('increase')}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
