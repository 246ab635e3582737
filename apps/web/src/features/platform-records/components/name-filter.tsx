import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NameLookupKind, NameMatch } from '@forkly/contracts';
import { useNameOfId, useNameSearch } from '../api/look-up-names';

interface NameFilterProps {
  label: string;
  /** Whom it searches: people of a role group, restaurants or partner requests. */
  kind: NameLookupKind;
  /** The chosen id, as the URL keeps it. */
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}

/** Typing settles this long before names are asked for. */
const SEARCH_DEBOUNCE_MS = 250;

function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * A list filter that picks a person or an item by name (issue 22): an ARIA 1.2 combobox whose
 * list searches as one types. The URL keeps the id; after a reload the name is looked up again.
 * Up and down move through the list, Enter picks, Escape closes the list or clears the choice.
 */
export function NameFilter({ label, kind, value, onChange }: NameFilterProps) {
  const { t } = useTranslation('platformRecords');
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const chosen = useNameOfId(kind, value).data?.[0];
  const chosenName = value ? (chosen?.name ?? `#${value}`) : '';
  // null: the field shows the chosen name; a string: what is being typed.
  const [draft, setDraft] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  const typed = draft ?? '';
  const search = useSettled(typed.trim());
  const wanted = draft !== null && search.length > 0;
  const { data: matches = [], isFetching, isError } = useNameSearch(kind, search, wanted);
  const open = focused && wanted && matches.length > 0;
  const activeIndex = open && active < matches.length ? active : -1;
  const noMatch = focused && wanted && search === typed.trim() && !isFetching && !isError && matches.length === 0;

  const pick = (match: NameMatch) => {
    setDraft(null);
    setActive(-1);
    onChange(String(match.id));
  };
  const clear = () => {
    setDraft(null);
    onChange(undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = matches.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && open) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (activeIndex + step + count) % count);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      pick(matches[Math.max(activeIndex, 0)]!);
    } else if (event.key === 'Escape' && (draft !== null || value)) {
      event.preventDefault();
      if (draft !== null) setDraft(null);
      else clear();
    }
  };

  return (
    <div className="relative flex min-w-44 flex-1 flex-col gap-1 sm:flex-none">
      <label htmlFor={id} className="text-xs font-semibold text-stone-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={draft ?? chosenName}
          placeholder={t('nameFilter.placeholder')}
          onChange={(event) => {
            setActive(-1);
            setDraft(event.target.value);
            // Emptying the field drops the choice: the list shows everyone again.
            if (!event.target.value && value) onChange(undefined);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setDraft(null);
          }}
          className={clsx(
            'h-10 w-full rounded-lg border border-stone-300 bg-white pl-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
            value ? 'pr-10' : 'pr-3',
          )}
        />
        {value && (
          <button
            type="button"
            onClick={clear}
            aria-label={t('nameFilter.clear', { label })}
            className="absolute top-1/2 right-1 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded text-stone-600 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="absolute top-full right-0 left-0 z-30 mt-1 max-h-72 min-w-56 overflow-auto rounded-xl bg-white py-1 shadow-xl ring-1 shadow-stone-900/15 ring-stone-200"
      >
        {open &&
          matches.map((match, index) => (
            <li
              key={match.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keep the focus in the input, so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== activeIndex && setActive(index)}
              onClick={() => pick(match)}
              className={clsx('flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5', index === activeIndex ? 'bg-brand-50' : 'bg-white')}
            >
              <span className="font-semibold text-ink">{match.name}</span>
              {match.role && <span className="text-xs text-stone-600">{t(`common:roles.${match.role}`)}</span>}
            </li>
          ))}
      </ul>
      <p role="status" className={noMatch ? 'text-xs text-stone-700' : 'sr-only'}>
        {noMatch ? t('nameFilter.noMatch') : open ? t('nameFilter.count', { count: matches.length }) : ''}
      </p>
    </div>
  );
}
