import { clsx } from 'clsx';
import { MapPin } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceSuggestion } from '@forkly/contracts';
import { Spinner } from '../../../components/ui/spinner';
import { canSuggest, suggestionInput, usePlaceSuggestions, type NearPoint } from '../api/get-place-suggestions';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** Typing settles this long before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 250;

export interface PlaceAutocompleteProps {
  label: string;
  /** What the input shows; the parent owns it, so it can fill in or clear a choice. */
  value: string;
  onValueChange(value: string): void;
  /** A suggestion was picked (click, tap or Enter). */
  onPick(suggestion: PlaceSuggestion): void;
  placeholder?: string;
  /** Rank suggestions near here (default: the server's map centre). */
  near?: NearPoint;
  /** A translated message from the surrounding form (no address chosen, its details failed). */
  error?: string;
  /** The picked place's details are loading. */
  busy?: boolean;
  /** `hero`: the landing page's big prompt; `field`: a form field like the others. */
  variant?: 'hero' | 'field';
  /** Shown beside the input inside the hero box (its submit button). */
  children?: ReactNode;
}

const STYLES = {
  hero: {
    label: 'mb-2 block text-sm font-semibold text-ink',
    box: 'flex flex-col gap-2 rounded-2xl bg-white p-2 shadow-xl ring-1 shadow-stone-900/10 ring-stone-200 sm:flex-row',
    input:
      'h-12 w-full rounded-xl border-0 bg-stone-100 pr-10 pl-10 text-base text-ink placeholder:text-stone-600 focus:bg-white focus:outline-2 focus:outline-brand-700',
  },
  field: {
    label: 'mb-1 block text-sm font-medium text-stone-800',
    box: 'flex flex-col gap-2',
    input:
      'h-11 w-full rounded-lg border border-stone-300 bg-white pr-10 pl-10 text-base text-ink placeholder:text-stone-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600',
  },
} as const;

/**
 * Address search as an ARIA 1.2 combobox: a text input with a listbox of place suggestions
 * (SPEC.md sections 5 and 9: only for more than 3 characters, debounced, cached a minute). Up and
 * down move through the list, Enter picks (the highlighted one, else the first), Escape closes
 * the list or, when it is closed, clears the input.
 */
export function PlaceAutocomplete(props: PlaceAutocompleteProps) {
  const { label, value, onValueChange, onPick, placeholder, near, error, busy = false, variant = 'field', children } = props;
  const { t } = useTranslation('places');
  const id = useId();
  const listId = `${id}-list`;
  const messageId = `${id}-message`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const [picked, setPicked] = useState<string>();

  const debounced = useDebouncedValue(value, SUGGESTION_DEBOUNCE_MS);
  // A picked suggestion fills the input with its text; that text is not searched again.
  const query = value === picked ? '' : debounced;
  const { data: suggestions = [], isFetching, isError } = usePlaceSuggestions(query, near);
  const wanted = canSuggest(value) && value !== picked;
  const settled = suggestionInput(debounced) === suggestionInput(value);
  const open = focused && !dismissed && wanted && suggestions.length > 0 && !isError;
  const activeIndex = open && active < suggestions.length ? active : -1;
  const noResults = focused && wanted && settled && !isFetching && !isError && suggestions.length === 0;
  const message = wanted && isError ? t('errors.suggestions') : error;

  const pick = (suggestion: PlaceSuggestion) => {
    setPicked(suggestion.text);
    setActive(-1);
    onValueChange(suggestion.text);
    onPick(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!wanted || count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setDismissed(false);
      // From nothing highlighted, down starts at the top and up at the bottom; both wrap around.
      setActive(activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (activeIndex + step + count) % count);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      pick(suggestions[Math.max(activeIndex, 0)]!);
    } else if (event.key === 'Escape') {
      if (open) setDismissed(true);
      else if (value) onValueChange('');
      else return;
      event.preventDefault();
      setActive(-1);
    }
  };

  const styles = STYLES[variant];
  return (
    <div>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.box}>
        <div className="relative flex-1">
          <MapPin className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-brand-700" aria-hidden="true" />
          <input
            id={id}
            type="text"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            aria-busy={busy || undefined}
            autoComplete="off"
            autoCapitalize="words"
            spellCheck={false}
            enterKeyHint="search"
            value={value}
            placeholder={placeholder}
            onChange={(event) => {
              setDismissed(false);
              setActive(-1);
              onValueChange(event.target.value);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            className={styles.input}
          />
          {(busy || (wanted && isFetching)) && (
            <span className="absolute top-1/2 right-3 -translate-y-1/2">
              <Spinner size={18} color="currentColor" />
            </span>
          )}
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            hidden={!open}
            className="absolute top-full right-0 left-0 z-30 mt-1 max-h-80 overflow-auto rounded-xl bg-white py-1 shadow-xl ring-1 shadow-stone-900/15 ring-stone-200"
          >
            {open &&
              suggestions.map((s, index) => (
                <li
                  key={s.placeId}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  // Keep the focus in the input, so the list does not close before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== activeIndex && setActive(index)}
                  onClick={() => pick(s)}
                  className={clsx('flex min-h-11 cursor-pointer items-start gap-3 px-3 py-2.5', index === activeIndex ? 'bg-brand-50' : 'bg-white')}
                >
                  <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-stone-500" aria-hidden="true" />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate font-semibold text-ink">{s.mainText}</span>
                    {s.secondaryText && <span className="truncate text-sm text-stone-600">{s.secondaryText}</span>}
                  </span>
                </li>
              ))}
          </ul>
        </div>
        {children}
      </div>
      <p role="status" className={noResults ? 'mt-2 text-sm text-stone-700' : 'sr-only'}>
        {noResults ? t('noResults') : open ? t('count', { count: suggestions.length }) : ''}
      </p>
      {message && (
        <p id={messageId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
