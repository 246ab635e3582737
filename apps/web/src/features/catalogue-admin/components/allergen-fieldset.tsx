import { useTranslation } from 'react-i18next';
import { ALLERGENS, type Allergen } from '@forkly/contracts';

interface AllergenFieldsetProps {
  value: Allergen[];
  onChange: (value: Allergen[]) => void;
}

/** The 14 EU allergens as checkboxes, kept in the list's order whatever the order of clicks. */
export function AllergenFieldset({ value, onChange }: AllergenFieldsetProps) {
  const { t } = useTranslation(['catalogue', 'restaurants']);
  const toggle = (allergen: Allergen, checked: boolean) => onChange(ALLERGENS.filter((a) => (a === allergen ? checked : value.includes(a))));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('form.allergens')}</legend>
      <div className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3">
        {ALLERGENS.map((allergen) => (
          <label key={allergen} className="flex min-w-0 items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={value.includes(allergen)}
              onChange={(event) => toggle(allergen, event.target.checked)}
              className="size-4 shrink-0 accent-brand-700"
            />
            <span className="break-words">{t(`restaurants:allergens.${allergen}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
