import { clsx } from 'clsx';
import { useId } from 'react';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** Two or three radio choices side by side, each a 44 px target with a visible focus ring. */
export function ChoiceGroup<T extends string>({ legend, value, options, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 text-sm font-semibold ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
              option.value === value ? 'bg-brand-50 text-ink ring-brand-700' : 'bg-white text-ink ring-stone-300 hover:ring-stone-500',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
