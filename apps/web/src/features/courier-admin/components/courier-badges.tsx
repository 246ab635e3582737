import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CourierStatus } from '@forkly/contracts';

const BADGE = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1';

/** Online and taking orders, online but not taking any, or offline: in words, not colour alone. */
export function CourierStatusBadge({ status, availability }: { status: CourierStatus; availability: boolean }) {
  const { t } = useTranslation('courierAdmin');
  const state = status === 'OFFLINE' ? 'offline' : availability ? 'available' : 'busy';
  const tone = {
    offline: 'bg-stone-100 text-stone-700 ring-stone-300',
    available: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    busy: 'bg-amber-50 text-amber-900 ring-amber-200',
  }[state];
  return <span className={clsx(BADGE, tone)}>{t(`status.${state}`)}</span>;
}

/** The average rating with one decimal; without one, a dash in tables (`short`) or the words. */
export function RatingValue({ rating, short = false }: { rating: number | null; short?: boolean }) {
  const { t, i18n } = useTranslation('courierAdmin');
  if (rating === null && !short) return <span className="text-stone-600">{t('rating.none')}</span>;
  if (rating === null) {
    return (
      <span className="text-stone-600">
        <span aria-hidden>—</span>
        <span className="sr-only">{t('rating.none')}</span>
      </span>
    );
  }
  const value = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
  return (
    <span className="inline-flex items-center gap-1 tabular-nums">
      <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
      <span aria-hidden>{value}</span>
      <span className="sr-only">{t('rating.label', { value })}</span>
    </span>
  );
}
