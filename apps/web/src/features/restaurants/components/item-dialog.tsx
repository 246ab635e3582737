import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useToastStore } from '../../../stores/toast-store';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { FoodImage } from '../../../components/food-image/food-image';
import { QuantityPicker } from '../../../components/ui/quantity-picker';
import { addToBasket, basketBelongsElsewhere, priceWithOptions, replaceBasket, ReplaceBasketDialog, type BasketRestaurant } from '../../basket';
import { lineTotal, useFormatPrice } from '../../../lib/price-format';
import { AllergenList } from './allergen-list';
import type { MenuEntry } from './menu-item-card';
import { chosenOptions, missingGroups, OptionGroups, type OptionChoices } from './option-groups';

interface ItemDialogProps {
  item: MenuEntry;
  restaurant: BasketRestaurant;
  onClose: () => void;
}

/**
 * Choosing a dish's options (decision 045) and how many to add (1-99). Add asks for every required
 * group first. The basket holds one restaurant: when it has another's items, the customer confirms
 * before they are replaced.
 */
export function ItemDialog({ item, restaurant, onClose }: ItemDialogProps) {
  const { t } = useTranslation('restaurants');
  const formatPrice = useFormatPrice();
  const showToast = useToastStore((s) => s.show);
  const [quantity, setQuantity] = useState(1);
  const [replacing, setReplacing] = useState<BasketRestaurant | null>(null);
  const groups = item.optionGroups ?? [];
  const [choices, setChoices] = useState<OptionChoices>({});
  const [missing, setMissing] = useState<number[]>([]);
  const options = chosenOptions(groups, choices);
  const unitPrice = priceWithOptions(item.price, options);
  // The Add button that opened this: the "start a new basket?" step replaces this dialog, and
  // would otherwise hand the focus back to <body>.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null));

  const done = () => {
    showToast('success', t('added', { count: quantity, name: item.name }));
    onClose();
  };
  const choose = (next: OptionChoices) => {
    setChoices(next);
    // A message stays only for groups still empty.
    setMissing((before) => before.filter((id) => missingGroups(groups, next).includes(id)));
  };
  const add = () => {
    const empty = missingGroups(groups, choices);
    if (empty.length) {
      setMissing(empty);
      document.querySelector<HTMLInputElement>(`input[name="option-group-${empty[0]}"]`)?.focus();
      return;
    }
    const other = basketBelongsElsewhere(restaurant.id);
    if (other) return setReplacing(other);
    addToBasket(restaurant, item, quantity, options);
    done();
  };

  if (replacing) {
    return (
      <ReplaceBasketDialog
        currentName={replacing.name}
        nextName={restaurant.name}
        returnFocusTo={opener}
        onCancel={onClose}
        onConfirm={() => {
          replaceBasket(restaurant, item, quantity, options);
          done();
        }}
      />
    );
  }
  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      returnFocusTo={opener}
      title={item.name}
      description={item.description || t('chooseQuantity')}
      hideDescription={!item.description}
    >
      <div className="flex flex-col gap-4 overflow-y-auto px-5 py-5">
        <FoodImage imageId={item.imageId} seed={item.id} maxWidth={640} sizes="(min-width: 640px) 400px, 100vw" className="aspect-[4/3] w-full rounded-xl" />
        <AllergenList allergens={item.allergens} />
        {groups.length > 0 && <OptionGroups groups={groups} choices={choices} onChange={choose} missing={missing} />}
        <div className="flex items-center justify-between gap-3">
          <QuantityPicker value={quantity} onChange={setQuantity} />
          <p className="font-semibold text-ink tabular-nums">{formatPrice(unitPrice)}</p>
        </div>
        {missing.length > 0 && (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {t('options.missingBeforeAdd', { count: missing.length })}
          </p>
        )}
        <Button size="lg" onClick={add}>
          {t('addToBasket', { total: formatPrice(lineTotal(quantity, unitPrice)) })}
        </Button>
      </div>
    </DialogShell>
  );
}

export default ItemDialog;
