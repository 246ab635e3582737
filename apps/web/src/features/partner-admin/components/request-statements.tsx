import { useTranslation } from 'react-i18next';
import type { PartnerRequestDetail, StaffRef } from '@forkly/contracts';
import { useDateTimeFormat } from '../../../lib/date-format';
import { PartnerStatusBadge } from './partner-status-badge';

interface Entry {
  title: string;
  text?: string;
  by?: StaffRef | null;
  at?: string;
  missing?: string;
}

/** The review, the sign-off and the decision, each with who made it and when; then the new account. */
export function RequestStatements({ request }: { request: PartnerRequestDetail }) {
  const { t } = useTranslation('partnerAdmin');
  const formatDate = useDateTimeFormat();
  const who = (by: StaffRef | null | undefined) => by?.name ?? t('detail.formerStaff');
  const entries: Entry[] = [
    { title: t('detail.review'), text: request.review?.statement, by: request.review?.by, at: request.review?.at, missing: t('detail.noReview') },
    { title: t('detail.signOff'), text: request.signOff?.statement, by: request.signOff?.by, at: request.signOff?.at, missing: t('detail.noSignOff') },
  ];
  const account = request.completedAccount;
  return (
    <section aria-labelledby="partner-statements-heading" className="flex flex-col gap-3">
      <h3 id="partner-statements-heading" className="text-base font-bold text-ink">
        {t('detail.statements')}
      </h3>
      {entries.map((entry) => (
        <div key={entry.title} className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
          <h4 className="text-sm font-semibold text-stone-800">{entry.title}</h4>
          {entry.at ? (
            <>
              <p className="mt-1 text-sm whitespace-pre-line text-ink">{entry.text}</p>
              <p className="mt-1 text-xs text-stone-700">{t('detail.byAt', { name: who(entry.by), date: formatDate(entry.at) })}</p>
            </>
          ) : (
            <p className="mt-1 text-sm text-stone-700">{entry.missing}</p>
          )}
        </div>
      ))}
      {request.decision && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-stone-800">{t('detail.decision')}</span>
          <PartnerStatusBadge status={request.decision.state} />
          <span className="text-stone-700">{t('detail.byAt', { name: who(request.decision.by), date: formatDate(request.decision.at) })}</span>
        </div>
      )}
      {account && (
        <p className="text-sm text-ink">
          <span className="font-semibold text-stone-800">{t('detail.account')}: </span>
          {t('detail.accountLine', {
            username: account.username,
            role: t(`roles.${account.role}`),
            date: request.completedAt ? formatDate(request.completedAt) : '',
          })}
        </p>
      )}
    </section>
  );
}
