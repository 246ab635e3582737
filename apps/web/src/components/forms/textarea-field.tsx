import { clsx } from 'clsx';
import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Already translated error message; shown under the field and announced. */
  error?: string;
  /** Already translated help that says what belongs in the field; read with it by screen readers. */
  hint?: string;
}

/** A labelled multi-line input, the twin of TextField. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, hint, className, id, rows = 4, ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : undefined, error ? messageId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          'rounded-lg border bg-white px-3 py-2 text-base text-ink focus:outline-2 focus:outline-offset-1',
          error ? 'border-red-600 focus:outline-red-600' : 'border-stone-300 focus:outline-brand-600',
        )}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={messageId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});
