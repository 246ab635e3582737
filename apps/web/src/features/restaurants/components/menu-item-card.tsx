import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Allergen, MenuOptionGroup } from '@forkly/contracts';
import { FoodImage } from '../../../components/food-image/food-image';
import { useFormatPrice } from '../../../lib/price-format';
import type { OrderableItem } from '../../basket';
import { AllergenList } from './allergen-list';

/** A dish or an extra as the menu shows it. */
export interface MenuEntry extends OrderableItem {
  description: string;
  allergens: Allergen[];
  /** A dish's option groups (decision 045); none for an extra. */
  optionGroups?: MenuOptionGroup[];
}

interface MenuItemCardProps {
  item: MenuEntry;
  /** How many of it are in the basket already. */
  inBasket: number;
  /** Null when it can be ordered; else why not (the Add button is disabled). */
  blockedReason: string | null;
  onAdd: (item: MenuEntry) => void;
  onPrepare?: () => void;
}

export function MenuItemCard({ item, inBasket, blockedReason, onAdd, onPrepare }: MenuItemCardProps) {
  const { t } = useTranslation('restaurants');
  const formatPrice = useFormatPrice();
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-bold text-ink">
          {item.name}
          {inBasket > 0 && (
            <span className="ml-2 inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 align-middle text-xs font-bold text-white">
              <span aria-hidden="true">{inBasket}×</span>
              <span className="sr-only">{t('inBasket', { count: inBasket })}</span>
            </span>
          )}
        </h3>
        {item.description && <p className="line-clamp-2 text-sm text-stone-700">{item.description}</p>}
        <AllergenList allergens={item.allergens} />
        <p className="mt-auto pt-1 font-semibold text-ink tabular-nums">{formatPrice(item.price)}</p>
      </div>
      <div className="flex shrink-0 flex-col items-end justify-between gap-2">
        <FoodImage imageId={item.imageId} seed={item.id} maxWidth={160} sizes="112px" className="h-20 w-28 rounded-xl" />
        <button
          type="button"
          onClick={() => onAdd(item)}
          onPointerEnter={onPrepare}
          onFocus={onPrepare}
          disabled={!!blockedReason}
          title={blockedReason ?? undefined}
          aria-label={t('addItem', { name: item.name })}
          className="inline-flex h-10 items-center gap-1 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700"
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('add')}
        </button>
      </div>
    </li>
  );
}
