import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { PartnerRequestState } from '@forkly/contracts';

const TONES: Record<PartnerRequestState, string> = {
  PENDING: 'bg-amber-50 text-amber-900 ring-amber-200',
  APPROVED: 'bg-sky-50 text-sky-800 ring-sky-200',
  REJECTED: 'bg-stone-100 text-stone-700 ring-stone-300',
  COMPLETED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** A partner request's status, translated. */
export function PartnerStatusBadge({ status }: { status: PartnerRequestState }) {
  const { t } = useTranslation('partnerAdmin');
  return (
    <span className={clsx('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide ring-1', TONES[status])}>
      {t(`status.${status}`)}
    </span>
  );
}
