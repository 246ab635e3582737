import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type NameLookupKind } from '@forkly/contracts';
import { DateFilter, SelectFilter, TextFilter, useListParams } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { useAuditLog } from '../api/get-audit-log';
import { AuditTable } from '../components/audit-table';
import { NameFilter } from '../components/name-filter';

const FILTER_KEYS = ['actorId', 'action', 'entity', 'entityId', 'from', 'to'] as const;

/** The kinds of item that go by a name, and whom their item filter searches; the rest go by number. */
const NAMED_ITEMS: Partial<Record<string, NameLookupKind>> = { user: 'anyone', courier: 'courier', restaurant: 'restaurant', partnerRequest: 'partnerRequest' };

/** /dashboard/audit (ADMIN): every staff action, filtered by who (by name), kind, item (by name or number) and date. */
export function Component() {
  const { t } = useTranslation('platformRecords');
  const list = useListParams(FILTER_KEYS);
  const query = useAuditLog(list.apiQuery);
  const itemKind = list.filters.entity ? NAMED_ITEMS[list.filters.entity] : undefined;
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
            <NameFilter label={t('audit.filters.actor')} kind="anyone" value={list.filters.actorId} onChange={(value) => list.setFilter('actorId', value)} />
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
              // Another kind of item: the item chosen for the last one no longer applies.
              onChange={(value) => list.setFilters({ entity: value, entityId: undefined })}
              allLabel={t('audit.filters.allEntities')}
              options={AUDIT_ENTITIES.map((entity) => ({ value: entity, label: t(`audit.entities.${entity}`) }))}
            />
            {itemKind ? (
              <NameFilter
                key={itemKind}
                label={t(`audit.entities.${list.filters.entity}`)}
                kind={itemKind}
                value={list.filters.entityId}
                onChange={(value) => list.setFilter('entityId', value)}
              />
            ) : (
              list.filters.entity && (
                <TextFilter
                  type="number"
                  label={t('audit.filters.itemNumber', { kind: t(`audit.entities.${list.filters.entity}`) })}
                  value={list.filters.entityId}
                  onChange={(value) => list.setFilter('entityId', value)}
                />
              )
            )}
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
