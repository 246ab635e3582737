import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { focusSectionAfterRemoval } from '../../../components/ui/return-focus';
import { useBasket } from '../../../stores/basket-store';

/**
 * "Remove" for a basket line the restaurant can no longer make as it is (sold out, an option gone):
 * named for the dish, a finger's size, and the focus stays in its section once the line is gone.
 */
export function RemoveLineButton({ lineId, name }: { lineId: string; name: string }) {
  const { t } = useTranslation('basket');
  const removeItem = useBasket((s) => s.removeItem);
  return (
    <Button
      variant="secondary"
      size="sm"
      className="min-h-11 shrink-0"
      onClick={(event) => {
        focusSectionAfterRemoval(event.currentTarget);
        removeItem(lineId);
      }}
      aria-label={t('soldOut.remove', { name })}
    >
      {t('soldOut.removeShort')}
    </Button>
  );
}
