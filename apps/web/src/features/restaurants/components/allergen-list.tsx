import { useTranslation } from 'react-i18next';
import type { Allergen } from '@forkly/contracts';

/** The EU allergens an item contains, by their translated names (DESIGN.md section 6). */
export function AllergenList({ allergens }: { allergens: Allergen[] }) {
  const { t } = useTranslation('restaurants');
  if (allergens.length === 0) return null;
  return (
    <p className="text-xs text-stone-700">
      <span className="font-semibold">{t('allergens.label')}</span> {allergens.map((a) => t(`allergens.${a}`)).join(', ')}
    </p>
  );
}
