import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEntry } from '@forkly/contracts';
import { useDateTimeFormat } from '../../../lib/date-format';
import { auditItemPath } from '../lib/audit-links';
import { auditSentence } from '../lib/audit-sentence';

const LINK = 'rounded font-semibold text-brand-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-700';

/** The name an entry's item goes by: its own name, else its kind and number ("order #123"). */
export function useItemLabel() {
  const { t } = useTranslation('platformRecords');
  return (entry: AuditEntry) =>
    entry.itemName ?? t(`audit.items.${entry.entity}`, { id: entry.entityId ?? '—', defaultValue: `${entry.entity} #${entry.entityId ?? '—'}` });
}

/** One audit entry as a sentence: "Sven Service disabled the account of Clara Schneider", the item linked to its page. */
export function AuditSentence({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('platformRecords');
  const formatDate = useDateTimeFormat();
  const itemLabel = useItemLabel();
  const sentence = auditSentence(entry, formatDate);
  const known = i18n.exists(`platformRecords:audit.sentences.${sentence.key}`);
  const to = auditItemPath(entry.entity, entry.entityId);
  const values = {
    ...sentence.values,
    actor: entry.actor?.name ?? t('audit.system'),
    item: itemLabel(entry),
    // An action this screen has no sentence for yet still reads as words, from its label.
    action: t(`audit.actions.${entry.action}`, { defaultValue: entry.action }),
  };
  return (
    <Trans
      t={t}
      i18nKey={known ? `audit.sentences.${sentence.key}` : 'audit.sentences.other'}
      values={values}
      components={{ item: to ? <Link to={to} className={LINK} /> : <strong className="font-semibold" /> }}
    />
  );
}
