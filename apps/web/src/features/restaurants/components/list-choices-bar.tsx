import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ALLERGENS, RESTAURANT_CUISINES } from '@forkly/contracts';
import { LIST_SORTS, type ListChoices, type ListSort } from '../lib/list-choices';

const SELECT = 'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-ink focus:outline-2 focus:outline-brand-700 sm:w-auto sm:min-w-44';
const LABEL = 'mb-1 block text-sm font-semibold text-ink';

interface ListChoicesBarProps {
  choices: ListChoices;
  onChange: (change: Partial<ListChoices>) => void;
}

/** The list's sort and its filters beyond search and rating (issue 25): open now, free delivery, cuisine, dishes free of an allergen. */
export function ListChoicesBar({ choices, onChange }: ListChoicesBarProps) {
  const { t } = useTranslation('restaurants');
  const ids = { sort: useId(), cuisine: useId(), freeOf: useId() };
  const toggle = (key: 'openNow' | 'freeDelivery', label: string) => (
    <button
      type="button"
      aria-pressed={choices[key]}
      onClick={() => onChange({ [key]: !choices[key] })}
      className={clsx(
        'inline-flex h-11 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        choices[key] ? 'bg-ink text-white ring-ink' : 'bg-white text-ink ring-stone-300 hover:bg-stone-100',
      )}
    >
      {label}
    </button>
  );
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div>
        <label htmlFor={ids.sort} className={LABEL}>
          {t('choices.sortBy')}
        </label>
        <select id={ids.sort} className={SELECT} value={choices.sort} onChange={(e) => onChange({ sort: e.target.value as ListSort })}>
          {(Object.keys(LIST_SORTS) as ListSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {t(`choices.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.cuisine} className={LABEL}>
          {t('choices.cuisine')}
        </label>
        <select
          id={ids.cuisine}
          className={SELECT}
          value={choices.cuisine ?? ''}
          onChange={(e) => onChange({ cuisine: (e.target.value || undefined) as ListChoices['cuisine'] })}
        >
          <option value="">{t('choices.anyCuisine')}</option>
          {RESTAURANT_CUISINES.map((cuisine) => (
            <option key={cuisine} value={cuisine}>
              {t(`cuisines.${cuisine}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.freeOf} className={LABEL}>
          {t('choices.freeOf')}
        </label>
        <select
          id={ids.freeOf}
          className={SELECT}
          value={choices.freeOf ?? ''}
          onChange={(e) => onChange({ freeOf: (e.target.value || undefined) as ListChoices['freeOf'] })}
        >
          <option value="">{t('choices.anyAllergen')}</option>
          {ALLERGENS.map((allergen) => (
            <option key={allergen} value={allergen}>
              {t('choices.without', { allergen: t(`allergens.${allergen}`) })}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('choices.filters')}>
        {toggle('openNow', t('choices.openNow'))}
        {toggle('freeDelivery', t('choices.freeDelivery'))}
      </div>
    </div>
  );
}
