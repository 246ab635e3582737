import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_STARS } from '@forkly/contracts';

interface StarInputProps {
  legend: string;
  name: string;
  value: number | undefined;
  onChange: (stars: number) => void;
  /** Already translated; shown under the stars and announced. */
  error?: string;
}

/** 1 to 5 stars as a radio group: arrow keys move, each star says how many it stands for. */
export function StarInput({ legend, name, value, onChange, error }: StarInputProps) {
  const { t } = useTranslation('tracking');
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="flex">
        {Array.from({ length: MAX_STARS }, (_, i) => i + 1).map((stars) => (
          <label key={stars} className="cursor-pointer rounded-lg p-1.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700">
            <input type="radio" name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} className="sr-only" />
            <Star aria-hidden className={clsx('size-8', value !== undefined && stars <= value ? 'fill-amber-400 text-amber-600' : 'text-stone-500')} />
            <span className="sr-only">{t('rating.stars', { count: stars })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Read-only stars with their number for screen readers. */
export function StarsShown({ stars, label }: { stars: number; label: string }) {
  const { t } = useTranslation('tracking');
  return (
    <p className="flex items-center gap-2">
      <span className="w-24 text-sm text-stone-700">{label}</span>
      <span aria-hidden className="flex">
        {Array.from({ length: MAX_STARS }, (_, i) => (
          <Star key={i} className={clsx('size-5', i < stars ? 'fill-amber-400 text-amber-600' : 'text-stone-400')} />
        ))}
      </span>
      <span className="sr-only">{t('rating.outOf', { count: stars })}</span>
    </p>
  );
}
