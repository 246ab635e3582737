import { useId } from 'react';

interface RadioChoiceProps<V extends string | number> {
  legend: string;
  name: string;
  value: V | undefined;
  options: { value: V; label: string; hint?: string }[];
  onChange: (value: V) => void;
  error?: string;
}

/** One choice among a few, each a 44 px row; an error is announced and tied to the group. */
export function RadioChoice<V extends string | number>({ legend, name, value, options, onChange, error }: RadioChoiceProps<V>) {
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-stone-800">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 ring-1 ring-stone-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="size-4 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          />
          <span className="flex flex-col">
            <span className="font-semibold text-ink">{option.label}</span>
            {option.hint && <span className="text-sm text-stone-700">{option.hint}</span>}
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
