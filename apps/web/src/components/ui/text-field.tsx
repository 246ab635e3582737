import { clsx } from 'clsx';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Already translated error message; shown under the field and announced. */
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its error message tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, className, id, ...props }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={clsx(
          'h-11 rounded-lg border bg-white px-3 text-base text-ink placeholder:text-stone-500 focus:outline-2 focus:outline-offset-1',
          error ? 'border-red-600 focus:outline-red-600' : 'border-stone-300 focus:outline-brand-600',
        )}
        {...props}
      />
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <div id={messageId} className="text-sm text-stone-600">
            {hint}
          </div>
        )
      )}
    </div>
  );
});
