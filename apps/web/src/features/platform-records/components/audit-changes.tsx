import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../lib/date-format';
import type { AuditEntry } from '@forkly/contracts';
import { showValue } from '../lib/audit-links';
import { auditValueWord } from '../lib/audit-words';

/** The fields an action changed, each as "field: before → after", in the UI's words; fields it left as they were are not listed. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('platformRecords');
  const formatDate = useDateTimeFormat();
  const { before, after } = entry;
  const words = { yes: t('audit.yes'), no: t('audit.no'), formatDate, word: auditValueWord(t, entry) };
  // A field recorded on both sides with the same value (an empty note kept empty) did not change.
  const unchanged = (key: string) => !!before && !!after && key in before && key in after && JSON.stringify(before[key]) === JSON.stringify(after[key]);
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((key) => !unchanged(key));
  if (!keys.length) return <span className="text-stone-600">{t('audit.noChanges')}</span>;
  return (
    <dl className="flex flex-col gap-0.5 text-xs max-sm:items-end">
      {keys.map((key) => (
        <div key={key} className="flex flex-wrap gap-1 break-all">
          <dt className="font-semibold text-stone-700">{t(`audit.fields.${key}`, { defaultValue: key })}:</dt>
          <dd className="text-ink">
            {before && key in before && (
              <span className="text-stone-600 line-through">
                <span className="sr-only">{t('audit.was')} </span>
                {showValue(key, before[key], words)}
              </span>
            )}
            {before && key in before && after && key in after && <span aria-hidden> → </span>}
            {after && key in after && (
              <span>
                <span className="sr-only">{t('audit.now')} </span>
                {showValue(key, after[key], words)}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
