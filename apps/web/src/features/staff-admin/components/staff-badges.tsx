import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '@forkly/contracts';

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1';

/** Enabled or disabled, in words (not colour alone). */
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('staffAdmin');
  return (
    <span className={clsx(BADGE, enabled ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-red-50 text-red-800 ring-red-200')}>
      {t(enabled ? 'status.enabled' : 'status.disabled')}
    </span>
  );
}

export function RoleBadge({ role }: { role: StaffRole }) {
  const { t } = useTranslation('staffAdmin');
  return (
    <span className={clsx(BADGE, role === 'ADMIN' ? 'bg-brand-50 text-brand-800 ring-brand-200' : 'bg-stone-50 text-stone-800 ring-stone-300')}>
      {t(`role.${role}`)}
    </span>
  );
}
