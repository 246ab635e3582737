import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SelectFilter, TextFilter, type ListParams } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { KIND, type CatalogueFilterKey, type ItemKind } from '../lib/item-kind';

interface CatalogueFiltersProps {
  kind: ItemKind;
  list: ListParams<CatalogueFilterKey>;
}

/** SPEC.md section 7's filters of /paged-menus and /paged-extras that a manager needs. */
export function CatalogueFilters({ kind, list }: CatalogueFiltersProps) {
  const { t } = useTranslation('catalogue');
  const [, setSearch] = useSearchParams();
  const set = (key: CatalogueFilterKey) => (value: string | undefined) => list.setFilter(key, value);
  const hasFilters = Object.keys(list.filters).some((key) => key !== 'restaurantId');
  return (
    <>
      <TextFilter label={t('filters.name')} value={list.filters.name} onChange={set('name')} />
      {KIND[kind].hasCategory && <TextFilter label={t('filters.category')} value={list.filters.category} onChange={set('category')} />}
      <TextFilter type="number" label={t('filters.minimumPrice')} value={list.filters.minimumPrice} onChange={set('minimumPrice')} />
      <TextFilter type="number" label={t('filters.maximumPrice')} value={list.filters.maximumPrice} onChange={set('maximumPrice')} />
      <SelectFilter
        label={t('filters.visible')}
        value={list.filters.visible}
        onChange={set('visible')}
        allLabel={t('filters.all')}
        options={[
          { value: 'true', label: t('visibility.visible') },
          { value: 'false', label: t('visibility.hidden') },
        ]}
      />
      {hasFilters && (
        <Button
          variant="ghost"
          className="self-end"
          onClick={() =>
            // One URL update: several setFilter calls in a row would each start from the same old URL.
            setSearch(
              (current) => {
                const next = new URLSearchParams(current);
                for (const key of KIND[kind].filterKeys) if (key !== 'restaurantId') next.delete(key);
                next.delete('page');
                return next;
              },
              { replace: true },
            )
          }
        >
          {t('filters.clear')}
        </Button>
      )}
    </>
  );
}
