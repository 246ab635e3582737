import { useTranslation } from 'react-i18next';
import type { MenuOptionGroup } from '@forkly/contracts';
import { useFormatPrice } from '../../../lib/price-format';

/** The chosen option ids, per group id. */
export type OptionChoices = Record<number, number[]>;

interface OptionGroupsProps {
  groups: MenuOptionGroup[];
  choices: OptionChoices;
  onChange: (choices: OptionChoices) => void;
  /** Required groups still without a choice, after the customer pressed Add. */
  missing: number[];
}

/**
 * A dish's option groups in its dialog (decision 045): radios for a single choice, checkboxes for
 * several (those beyond the maximum disabled), each with its price difference. Required groups say
 * so, and one left empty after Add says what is missing next to it.
 */
export function OptionGroups({ groups, choices, onChange, missing }: OptionGroupsProps) {
  const { t } = useTranslation('restaurants');
  const formatPrice = useFormatPrice();
  const delta = (euro: number) => (euro === 0 ? '' : euro > 0 ? `+${formatPrice(euro)}` : `−${formatPrice(-euro)}`);

  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => {
        const picked = choices[group.id] ?? [];
        const isMissing = missing.includes(group.id);
        const hintId = `option-group-${group.id}-hint`;
        const errorId = `option-group-${group.id}-error`;
        const rule = group.multiple ? t('options.upTo', { count: group.maxChoices }) : t('options.chooseOne');
        return (
          <fieldset
            key={group.id}
            aria-describedby={isMissing ? `${hintId} ${errorId}` : hintId}
            className={`rounded-xl border p-3 ${isMissing ? 'border-red-700' : 'border-stone-200'}`}
          >
            <legend className="px-1 font-semibold text-ink">
              {group.name}{' '}
              <span
                className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${group.required ? 'bg-amber-100 text-amber-900' : 'bg-stone-100 text-stone-700'}`}
              >
                {group.required ? t('options.required') : t('options.optional')}
              </span>
            </legend>
            <p id={hintId} className="px-1 text-sm text-stone-700">
              {rule}
            </p>
            {isMissing && (
              <p id={errorId} className="px-1 pt-1 text-sm font-semibold text-red-800">
                {t('options.missing', { group: group.name })}
              </p>
            )}
            <ul className="mt-2 flex flex-col">
              {group.options.map((option) => {
                const checked = picked.includes(option.id);
                const full = group.multiple && !checked && picked.length >= group.maxChoices;
                const choose = () => {
                  const next = group.multiple ? (checked ? picked.filter((id) => id !== option.id) : [...picked, option.id]) : [option.id];
                  onChange({ ...choices, [group.id]: next });
                };
                return (
                  <li key={option.id}>
                    <label className={`flex min-h-11 items-center gap-3 rounded-lg px-2 ${full ? 'text-stone-500' : 'cursor-pointer hover:bg-stone-50'}`}>
                      <input
                        type={group.multiple ? 'checkbox' : 'radio'}
                        name={`option-group-${group.id}`}
                        value={option.id}
                        checked={checked}
                        disabled={full}
                        onChange={choose}
                        className="h-5 w-5 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                      />
                      <span className="min-w-0 flex-1 break-words">{option.name}</span>
                      <span className="text-sm text-stone-700 tabular-nums">{delta(option.priceDelta)}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}

/** The chosen options in menu order (group, then option), as a basket line keeps them. */
export function chosenOptions(groups: MenuOptionGroup[], choices: OptionChoices) {
  return groups.flatMap((group) =>
    group.options.filter((o) => (choices[group.id] ?? []).includes(o.id)).map((o) => ({ id: o.id, group: group.name, name: o.name, price: o.priceDelta })),
  );
}

/** The required groups without a choice. */
export function missingGroups(groups: MenuOptionGroup[], choices: OptionChoices): number[] {
  return groups.filter((g) => g.required && !(choices[g.id] ?? []).length).map((g) => g.id);
}
