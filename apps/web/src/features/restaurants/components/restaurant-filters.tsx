import { Search, Star } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRestaurantFormat } from '../lib/format';
import { RATING_OPTIONS } from '../lib/list-choices';

interface RestaurantFiltersProps {
  name: string;
  rating: number | undefined;
  onNameChange: (name: string) => void;
  onRatingChange: (rating: number | undefined) => void;
}

/** Search by name (sent after a short pause in typing) and a minimum rating. */
export function RestaurantFilters({ name, rating, onNameChange, onRatingChange }: RestaurantFiltersProps) {
  const { t } = useTranslation('restaurants');
  const searchId = useId();
  const ratingName = useId();
  const format = useRestaurantFormat();
  const [text, setText] = useState(name);
  // Filters cleared from outside (Clear filters, Back) replace what is typed; our own debounced
  // update must not, or it would eat a trailing space mid-typing.
  const [shown, setShown] = useState(name);
  if (shown !== name) {
    setShown(name);
    if (text.trim() !== name) setText(name);
  }
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === name) return;
    const timer = setTimeout(() => onNameChange(trimmed), 300);
    return () => clearTimeout(timer);
  }, [text, name, onNameChange]);

  return (
    <form role="search" onSubmit={(e) => (e.preventDefault(), onNameChange(text.trim()))} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor={searchId} className="mb-1 block text-sm font-semibold text-ink">
          {t('filters.search')}
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-stone-600" aria-hidden="true" />
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('filters.searchPlaceholder')}
            className="h-11 w-full rounded-xl border border-stone-300 bg-white pr-3 pl-10 text-base text-ink placeholder:text-stone-600 focus:outline-2 focus:outline-brand-700"
          />
        </div>
      </div>
      <fieldset className="shrink-0">
        <legend className="mb-1 block text-sm font-semibold text-ink">{t('filters.rating')}</legend>
        <div className="flex gap-2">
          {[undefined, ...RATING_OPTIONS].map((value) => (
            <label
              key={value ?? 'any'}
              className="inline-flex h-11 cursor-pointer items-center gap-1 rounded-full bg-white px-3 text-sm font-semibold whitespace-nowrap text-ink ring-1 ring-stone-300 hover:bg-stone-100 has-[:checked]:bg-ink has-[:checked]:text-white has-[:checked]:ring-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input type="radio" name={ratingName} className="sr-only" checked={rating === value} onChange={() => onRatingChange(value)} />
              {value === undefined ? (
                t('filters.anyRating')
              ) : (
                <>
                  <span aria-hidden="true">{format.rating(value)}+</span>
                  <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
                  <span className="sr-only">{t('filters.atLeast', { rating: format.rating(value) })}</span>
                </>
              )}
            </label>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
