import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface RemoveRestaurantsDialogProps {
  open: boolean;
  /** The names of what goes: one restaurant, or the branches chosen. */
  names: string[];
  /** Removing a restaurant that is no branch also removes its branches. */
  withBranches?: boolean;
  /** Branches chosen from a list: the button counts them, even one. */
  branches?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a removal, naming what follows: logins stop, customers no longer see it, open orders
 * are cancelled and refunded, past orders stay. Cancel has the focus first; closing gives the focus
 * back to the button that opened it.
 */
export function RemoveRestaurantsDialog({ open, names, withBranches, branches, busy, onConfirm, onCancel }: RemoveRestaurantsDialogProps) {
  const { t } = useTranslation('restaurantDirectory');
  const count = names.length;
  const consequences = [
    ...(withBranches ? [t('remove.branchesToo')] : []),
    t('remove.loginsStop', { count }),
    t('remove.customersNoLonger', { count }),
    t('remove.ordersCancelled'),
    t('remove.historyKept'),
  ];
  return (
    <ConfirmDialog
      open={open}
      wide
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      cancelLabel={t('remove.cancel')}
      confirmLabel={count === 1 && !branches ? t('remove.confirmOne') : t('remove.confirmMany', { count })}
      title={
        <>
          <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />
          {count === 1 ? t('remove.titleOne', { name: names[0] }) : t('remove.titleMany', { count })}
        </>
      }
      description={
        <>
          {count > 1 && (
            <ul className="list-inside list-disc font-semibold text-ink">
              {names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          )}
          <p>{t('remove.whatHappens')}</p>
          <ul className="flex list-inside list-disc flex-col gap-1">
            {consequences.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="font-semibold text-red-800">{t('remove.final')}</p>
        </>
      }
    />
  );
}
