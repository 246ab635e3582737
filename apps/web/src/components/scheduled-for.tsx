import { clsx } from 'clsx';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSlotFormat } from '../lib/date-format';

/** "Scheduled for Mon 12:30": the slot of an order placed ahead (decision 046), at checkout, on the success page and the order page. */
export function ScheduledFor({ slot, className }: { slot: string; className?: string }) {
  const { t } = useTranslation('common');
  const format = useSlotFormat();
  return (
    <p className={clsx('flex items-center gap-3 rounded-xl bg-brand-50 p-3 font-bold text-ink', className)}>
      <CalendarClock aria-hidden className="size-5 shrink-0 text-brand-700" />
      {t('scheduledFor', { when: format.short(slot) })}
    </p>
  );
}
