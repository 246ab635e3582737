import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@forkly/contracts';
import { DateFilter, SelectFilter, TextFilter, useListParams } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { useAuditLog } from '../api/get-audit-log';
import { AuditTable } from '../components/audit-table';

const FILTER_KEYS = ['actorId', 'action', 'entity', 'entityId', 'from', 'to'] as const;

/** /dashboard/audit (ADMIN): every staff action, filtered by actor, kind, item and date. */
export function Component() {
  const { t } = useTranslation('platformRecords');
  const list = useListParams(FILTER_KEYS);
  const query = useAuditLog(list.apiQuery);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('audit.title')}</h1>
        <p className="mt-1 text-stone-700">{t('audit.intro')}</p>
      </div>
      <AuditTable
        caption={t('audit.title')}
        query={query}
        list={list}
        onActor={(id) => list.setFilter('actorId', String(id))}
        toolbar={
          <>
            <SelectFilter
              label={t('audit.filters.action')}
              value={list.filters.action}
              onChange={(value) => list.setFilter('action', value)}
              allLabel={t('audit.filters.allActions')}
              options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }))}
            />
            <SelectFilter
              label={t('audit.filters.entity')}
              value={list.filters.entity}
              onChange={(value) => list.setFilter('entity', value)}
              allLabel={t('audit.filters.allEntities')}
              options={AUDIT_ENTITIES.map((entity) => ({ value: entity, label: t(`audit.entities.${entity}`) }))}
            />
            <TextFilter label={t('audit.filters.entityId')} value={list.filters.entityId} onChange={(value) => list.setFilter('entityId', value)} />
            <TextFilter type="number" label={t('audit.filters.actorId')} value={list.filters.actorId} onChange={(value) => list.setFilter('actorId', value)} />
            <DateFilter label={t('audit.filters.from')} value={list.filters.from} onChange={(value) => list.setFilter('from', value)} />
            <DateFilter label={t('audit.filters.to')} value={list.filters.to} onChange={(value) => list.setFilter('to', value)} />
            {Object.keys(list.filters).length > 0 && (
              <Button variant="ghost" onClick={list.clearFilters} className="self-end">
                {t('filters.clear')}
              </Button>
            )}
          </>
        }
      />
    </div>
  );
}
