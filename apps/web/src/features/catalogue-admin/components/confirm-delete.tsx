import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { CatalogueItem } from '../lib/item-kind';
import { CatalogueDialog } from './item-dialog';

interface ConfirmDeleteProps {
  item: CatalogueItem | undefined;
  pending: boolean;
  onConfirm: (item: CatalogueItem) => void;
  onClose: () => void;
}

/** Asks before deleting; past orders keep their lines (the server archives an ordered item). */
export function ConfirmDelete({ item, pending, onConfirm, onClose }: ConfirmDeleteProps) {
  const { t } = useTranslation('catalogue');
  return (
    <CatalogueDialog
      open={!!item}
      onOpenChange={(open) => !open && onClose()}
      title={t('delete.title', { name: item?.name ?? '' })}
      description={t('delete.body')}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('delete.cancel')}
        </Button>
        <Button variant="danger" loading={pending} onClick={() => item && onConfirm(item)}>
          {t('delete.confirm')}
        </Button>
      </div>
    </CatalogueDialog>
  );
}
