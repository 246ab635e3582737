import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DialogShell } from '../../../components/ui/dialog-shell';

interface ReplaceBasketDialogProps {
  /** The restaurant whose items are in the basket now. */
  currentName: string;
  /** The restaurant the customer is adding from. */
  nextName: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The basket has become an order that is not paid yet (ordering again asks then too). */
  unpaidOrder?: boolean;
  /** The control that started it all, when this dialog replaces another one. */
  returnFocusTo?: HTMLElement | null;
}

/** The basket holds one restaurant's items: adding another's asks before it empties the basket. */
export function ReplaceBasketDialog({ currentName, nextName, unpaidOrder = false, onConfirm, onCancel, returnFocusTo }: ReplaceBasketDialogProps) {
  const { t } = useTranslation('basket');
  const body = unpaidOrder ? t('replaceUnpaidBody', { current: currentName }) : t('replaceBody', { current: currentName, next: nextName });
  return (
    <DialogShell open onOpenChange={(open) => !open && onCancel()} returnFocusTo={returnFocusTo} title={t('replaceTitle')} description={body}>
      <div className="flex flex-col-reverse gap-2 px-5 py-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('keepBasket')}
        </Button>
        <Button onClick={onConfirm}>{t('replaceConfirm')}</Button>
      </div>
    </DialogShell>
  );
}

export default ReplaceBasketDialog;
