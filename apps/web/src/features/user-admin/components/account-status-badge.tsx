import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/** Enabled or disabled, in words (not colour alone). */
export function AccountStatusBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('userAdmin');
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        enabled ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-red-50 text-red-800 ring-red-200',
      )}
    >
      {t(enabled ? 'status.enabled' : 'status.disabled')}
    </span>
  );
}
