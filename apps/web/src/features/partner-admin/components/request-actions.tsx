import { useTranslation } from 'react-i18next';
import type { PartnerRequestDetail } from '@forkly/contracts';
import { DecideForm } from './decide-form';
import { ReviewForm, SignOffForm } from './statement-form';

/**
 * The three actions of a PENDING request (SPEC.md section 4): review, sign-off and change state.
 * The reviewer sees why they cannot sign off (four eyes); the server holds every rule anyway.
 */
export function RequestActions({ request, viewerId }: { request: PartnerRequestDetail; viewerId: number }) {
  const { t } = useTranslation('partnerAdmin');
  if (request.status !== 'PENDING') return <p className="rounded-lg bg-stone-50 p-3 text-sm text-stone-700 ring-1 ring-stone-200">{t('actions.decided')}</p>;
  const ownReview = request.review?.by?.id === viewerId;
  return (
    <section aria-labelledby="partner-actions-heading" className="flex flex-col gap-5">
      <h3 id="partner-actions-heading" className="text-base font-bold text-ink">
        {t('actions.heading')}
      </h3>
      <ReviewForm requestId={request.id} replacing={!!request.review} />
      {ownReview ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">{t('actions.ownReview')}</p>
      ) : (
        <SignOffForm requestId={request.id} />
      )}
      <DecideForm requestId={request.id} />
    </section>
  );
}
