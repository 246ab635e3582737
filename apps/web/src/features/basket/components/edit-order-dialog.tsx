import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useBasket } from '../../../stores/basket-store';
import { lineItem } from '../lib/basket-lines';
import { lineTotal, useFormatPrice } from '../../../lib/price-format';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { FoodImage } from '../../../components/food-image/food-image';
import { QuantityPicker } from '../../../components/ui/quantity-picker';
import { LineOptions } from '../../../components/line-options';

/**
 * The Edit Order dialog of SPEC.md section 2: the line's picture, name and price, a quantity
 * picker, Update Order with the new total, and Remove from cart. Either closes the dialog.
 */
export function EditOrderDialog({ lineId, onClose }: { lineId: string; onClose: () => void }) {
  const { t } = useTranslation('basket');
  const formatPrice = useFormatPrice();
  const line = useBasket((s) => s.orders.find((l) => l.id === lineId));
  const updateItem = useBasket((s) => s.updateItem);
  const removeItem = useBasket((s) => s.removeItem);
  const [quantity, setQuantity] = useState(line?.quantity ?? 1);
  const item = line && lineItem(line);
  if (!line || !item) return null;

  return (
    <DialogShell open onOpenChange={(open) => !open && onClose()} title={t('editOrder')} description={t('editOrderHint')}>
      <div className="flex flex-col gap-5 overflow-y-auto px-5 py-5">
        <FoodImage imageId={line.image?.id} seed={item.id} maxWidth={640} sizes="(min-width: 640px) 400px, 100vw" className="aspect-[4/3] w-full rounded-xl" />
        <div className="flex items-baseline justify-between gap-3">
          <p className="min-w-0 text-lg font-bold text-ink">
            {item.name}
            <LineOptions options={line.options} className="font-normal" />
          </p>
          <p className="font-semibold text-ink tabular-nums">{formatPrice(item.price)}</p>
        </div>
        <QuantityPicker value={quantity} onChange={setQuantity} />
        <div className="flex flex-col gap-2">
          <Button
            size="lg"
            onClick={() => {
              updateItem(line.id, { quantity });
              onClose();
            }}
          >
            {t('updateOrder', { total: formatPrice(lineTotal(quantity, item.price)) })}
          </Button>
          <Button
            variant="secondary"
            size="lg"
            onClick={() => {
              removeItem(line.id);
              onClose();
            }}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('remove')}
          </Button>
        </div>
      </div>
    </DialogShell>
  );
}
