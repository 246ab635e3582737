import { useEffect, useId, useState } from 'react';

interface TextFilterProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  type?: 'search' | 'number';
  placeholder?: string;
  /** A free-text search with a longer hint: a row of its own on phones, room for the hint on wider screens. */
  wide?: boolean;
}

/** A labelled search box that reports after typing pauses (300 ms), so each key is not a request. */
export function TextFilter({ label, value, onChange, type = 'search', placeholder, wide = false }: TextFilterProps) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  // Follow outside changes (e.g. "Clear filters") by adjusting state while rendering, not in an effect.
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    setDraft(value ?? '');
  }
  useEffect(() => {
    if (draft === (value ?? '')) return;
    const timer = setTimeout(() => onChange(draft.trim() || undefined), 300);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);
  return (
    <div className={wide ? 'flex basis-full flex-col gap-1 sm:basis-auto sm:w-72' : 'flex min-w-36 flex-1 flex-col gap-1 sm:flex-none'}>
      <label htmlFor={id} className="text-xs font-semibold text-stone-700">
        {label}
      </label>
      <input
        id={id}
        type={type}
        inputMode={type === 'number' ? 'decimal' : undefined}
        value={draft}
        placeholder={placeholder}
        onChange={(event) => setDraft(event.target.value)}
        className="h-10 rounded-lg border border-stone-300 bg-white px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
      />
    </div>
  );
}

interface SelectFilterProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** value → translated label; the first entry, "All", clears the filter. */
  options: { value: string; label: string }[];
  allLabel: string;
}

/** A labelled choice among fixed values (status, visibility, …) with an "All" entry. */
export function SelectFilter({ label, value, onChange, options, allLabel }: SelectFilterProps) {
  const id = useId();
  return (
    <div className="flex min-w-36 flex-1 flex-col gap-1 sm:flex-none">
      <label htmlFor={id} className="text-xs font-semibold text-stone-700">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="h-10 rounded-lg border border-stone-300 bg-white px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface DateFilterProps {
  label: string;
  /** `YYYY-MM-DD`, as the lists' `from`/`to` filters take it. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/**
 * A typed date is complete once its year has four digits: while one types "2026" the field's value
 * passes through years 0002, 0020 and 0202, and a list filtered by each would flash and refetch.
 */
const typedOut = (date: string) => Number(date.slice(0, 4)) >= 1000;

/**
 * A labelled date input for a list's time range (a plain date means the whole day on the server).
 * It keeps what is being typed itself and reports a date once its year is typed out (or the field
 * is left or emptied): were the field driven by the URL while typing, the browser would lose the
 * digits already typed.
 */
export function DateFilter({ label, value, onChange }: DateFilterProps) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  // Follow outside changes (e.g. "Clear filters") by adjusting state while rendering, not in an effect.
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    setDraft(value ?? '');
  }
  const report = (date: string) => {
    if (date !== (value ?? '')) onChange(date || undefined);
  };
  return (
    <div className="flex min-w-36 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-stone-700">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={draft}
        onChange={(event) => {
          const date = event.target.value;
          setDraft(date);
          if (!date || typedOut(date)) report(date);
        }}
        onBlur={() => report(draft)}
        className="h-10 rounded-lg border border-stone-300 bg-white px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
      />
    </div>
  );
}
