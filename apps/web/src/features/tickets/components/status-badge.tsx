import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '@forkly/contracts';

const TONES: Record<TicketStatus, string> = {
  OPEN: 'bg-sky-50 text-sky-800 ring-sky-200',
  IN_PROGRESS: 'bg-amber-50 text-amber-900 ring-amber-200',
  PENDING: 'bg-violet-50 text-violet-800 ring-violet-200',
  COMPLETED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  CLOSED: 'bg-stone-100 text-stone-700 ring-stone-300',
};

/** A ticket's status as SPEC.md section 4 displays it (IN_PROGRESS reads "IN PROGRESS"), translated. */
export function StatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('tickets');
  return (
    <span className={clsx('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide ring-1', TONES[status])}>
      {t(`status.${status}`)}
    </span>
  );
}
