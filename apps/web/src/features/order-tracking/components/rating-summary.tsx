import { useTranslation } from 'react-i18next';
import type { Rating } from '@forkly/contracts';
import { useDateTimeFormat } from '../lib/format';
import { StarsShown } from './star-input';

/** The customer's rating of this order, once given. */
export function RatingSummary({ rating }: { rating: Rating }) {
  const { t } = useTranslation('tracking');
  const formatDate = useDateTimeFormat();
  return (
    <section aria-labelledby="rating-title" className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="rating-title" className="text-lg font-bold">
          {t('rating.yours')}
        </h2>
        <p className="text-xs text-stone-600">{formatDate(rating.createdAt)}</p>
      </div>
      <StarsShown stars={rating.restaurantStars} label={t('rating.food')} />
      {rating.courierStars !== null && <StarsShown stars={rating.courierStars} label={t('rating.delivery')} />}
      {rating.comment && <blockquote className="border-l-4 border-brand-200 pl-3 text-stone-800">{rating.comment}</blockquote>}
    </section>
  );
}
