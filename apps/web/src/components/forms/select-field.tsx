import { clsx } from 'clsx';
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: { value: string; label: string }[];
  /** Already translated error message; shown under the field and announced. */
  error?: string;
}

/** A labelled native select: the platform picker is the most usable one on phones. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, options, error, className, id, ...props }, ref) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const messageId = `${selectId}-message`;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={clsx(
          'h-11 rounded-lg border bg-white px-3 text-base text-ink focus:outline-2 focus:outline-offset-1',
          error ? 'border-red-600 focus:outline-red-600' : 'border-stone-300 focus:outline-brand-600',
        )}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={messageId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});
