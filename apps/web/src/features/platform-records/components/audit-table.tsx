import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@forkly/contracts';
import { DataTable, type Column, type ListParams, type TableQuery } from '../../../components/data-table';
import { useDateTimeFormat } from '../../../lib/date-format';
import { AuditChanges } from './audit-changes';
import { AuditSentence } from './audit-sentence';

interface AuditTableProps {
  query: TableQuery<AuditEntry>;
  list: Pick<ListParams<string>, 'page' | 'setPage' | 'sortBy' | 'orderBy' | 'toggleSort'>;
  /** Clicking an actor narrows the list to that person. */
  onActor?: (actorId: number) => void;
  toolbar?: React.ReactNode;
  caption: string;
  /** What an empty page says; defaults to "no actions match these filters". */
  emptyText?: string;
}

/** The record of staff actions: when, who, what, which item, and what changed. */
export function AuditTable({ query, list, onActor, toolbar, caption, emptyText }: AuditTableProps) {
  const { t } = useTranslation('platformRecords');
  const formatDate = useDateTimeFormat();
  const columns: Column<AuditEntry>[] = [
    { id: 'when', header: t('audit.columns.when'), cell: (entry) => <span className="whitespace-nowrap">{formatDate(entry.createdAt)}</span> },
    {
      id: 'actor',
      header: t('audit.columns.actor'),
      cell: (entry) =>
        entry.actor ? (
          <span className="flex flex-col">
            {onActor ? (
              <button
                type="button"
                onClick={() => onActor(entry.actor!.id)}
                className="rounded text-left font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
                aria-label={t('audit.onlyActor', { name: entry.actor.name })}
              >
                {entry.actor.name}
              </button>
            ) : (
              <span className="font-semibold">{entry.actor.name}</span>
            )}
            <span className="text-xs text-stone-600">{t(`common:roles.${entry.actor.role}`)}</span>
          </span>
        ) : (
          <span className="text-stone-600">{t('audit.system')}</span>
        ),
    },
    { id: 'action', header: t('audit.columns.action'), cell: (entry) => <AuditSentence entry={entry} /> },
    { id: 'changes', header: t('audit.columns.changes'), cell: (entry) => <AuditChanges entry={entry} /> },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rowKey={(entry) => entry.id}
      query={query}
      list={list}
      toolbar={toolbar}
      empty={<p>{emptyText ?? t('audit.empty')}</p>}
    />
  );
}
