import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@forkly/contracts';
import { useDateTimeFormat } from '../../../lib/date-format';

/** The audit record of the request, oldest first: what was done, by whom and when. */
export function RequestHistory({ history }: { history: AuditEntry[] }) {
  const { t } = useTranslation('partnerAdmin');
  const formatDate = useDateTimeFormat();
  return (
    <section aria-labelledby="partner-history-heading" className="flex flex-col gap-2">
      <h3 id="partner-history-heading" className="text-base font-bold text-ink">
        {t('detail.history')}
      </h3>
      {history.length === 0 ? (
        <p className="text-sm text-stone-700">{t('detail.noHistory')}</p>
      ) : (
        <ol className="flex flex-col gap-1 border-l-2 border-stone-200 pl-4 text-sm">
          {history.map((entry) => (
            <li key={entry.id}>
              <span className="font-semibold text-ink">{t(`historyActions.${entry.action}`, { defaultValue: t('historyActions.other') })}</span>
              <span className="text-stone-700"> · {t('detail.byAt', { name: entry.actor?.name ?? t('system'), date: formatDate(entry.createdAt) })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
