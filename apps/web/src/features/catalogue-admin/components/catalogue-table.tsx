import { ListChecks, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column, type ListParams, type TableQuery } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { FoodImage } from '../../../components/food-image/food-image';
import { useFormatPrice } from '../../../lib/price-format';
import { KIND, isMenu, type CatalogueFilterKey, type CatalogueItem, type ItemKind } from '../lib/item-kind';
import { VisibilitySwitch } from './visibility-switch';

interface CatalogueTableProps {
  kind: ItemKind;
  query: TableQuery<CatalogueItem>;
  list: ListParams<CatalogueFilterKey>;
  toolbar: ReactNode;
  /** The item whose visibility is being changed right now. */
  togglingId?: number;
  onToggle: (item: CatalogueItem) => void;
  onEdit: (item: CatalogueItem) => void;
  /** A dish's option groups (decision 045); absent for extras. */
  onOptions?: (item: CatalogueItem) => void;
  onDelete: (item: CatalogueItem) => void;
}

/**
 * The menus or extras list: picture, name, category, price in euro, allergens, visibility, actions.
 * Laid out by its own width (issue 21): beside the sidebar on a tablet the picture and allergens
 * step out so the actions stay in reach; narrower still each item is a card.
 */
export function CatalogueTable({ kind, query, list, toolbar, togglingId, onToggle, onEdit, onOptions, onDelete }: CatalogueTableProps) {
  const { t } = useTranslation(['catalogue', 'restaurants']);
  const formatPrice = useFormatPrice();
  const section = kind === 'menu' ? 'menus' : 'extras';
  const columns: Column<CatalogueItem>[] = [
    {
      id: 'image',
      header: t('columns.image'),
      wide: true,
      cell: (item) => <FoodImage imageId={item.imageId} seed={item.id} maxWidth={160} sizes="64px" className="h-12 w-16 rounded-lg" />,
    },
    {
      id: 'name',
      header: t('columns.name'),
      sortKey: 'NAME',
      cell: (item) => (
        <div className="flex min-w-0 flex-col @max-2xl:items-end">
          <span className="font-semibold break-words text-ink">{item.name}</span>
          {isMenu(item) && item.description && <span className="line-clamp-2 text-xs text-stone-600">{item.description}</span>}
        </div>
      ),
    },
    ...(KIND[kind].hasCategory
      ? [
          {
            id: 'category',
            header: t('columns.category'),
            sortKey: 'CATEGORY',
            cell: (item: CatalogueItem) => (isMenu(item) && item.category ? item.category : <span className="text-stone-600">{t('noCategory')}</span>),
          },
        ]
      : []),
    {
      id: 'price',
      header: t('columns.price'),
      sortKey: 'PRICE',
      cell: (item) => <span className="tabular-nums">{formatPrice(item.price)}</span>,
      className: '@min-2xl:text-right',
    },
    {
      id: 'allergens',
      header: t('columns.allergens'),
      wide: true,
      cell: (item) =>
        item.allergens.length ? (
          item.allergens.map((a) => t(`restaurants:allergens.${a}`)).join(', ')
        ) : (
          <span className="text-stone-600">{t('noAllergens')}</span>
        ),
    },
    {
      id: 'visible',
      header: t('columns.visible'),
      cell: (item) => <VisibilitySwitch name={item.name} visible={item.visible} pending={togglingId === item.id} onToggle={() => onToggle(item)} />,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: (item) => (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" className="min-h-11" onClick={() => onEdit(item)} aria-label={t('actions.editItem', { name: item.name })}>
            <Pencil aria-hidden className="size-4" />
            {t('actions.edit')}
          </Button>
          {onOptions && isMenu(item) && (
            <Button
              variant="secondary"
              className="min-h-11"
              onClick={() => onOptions(item)}
              aria-label={t('actions.optionsItem', { name: item.name, count: item.optionGroups.length })}
            >
              <ListChecks aria-hidden className="size-4" />
              {t('actions.options', { count: item.optionGroups.length })}
            </Button>
          )}
          <Button variant="ghost" onClick={() => onDelete(item)} aria-label={t('actions.deleteItem', { name: item.name })} className="min-h-11 text-red-700">
            <Trash2 aria-hidden className="size-4" />
            {t('actions.delete')}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={t(`${section}.title`)}
      columns={columns}
      rowKey={(item) => item.id}
      query={query}
      list={list}
      toolbar={toolbar}
      fit
      empty={<p>{t(Object.keys(list.filters).some((k) => k !== 'restaurantId') ? `${section}.emptyFiltered` : `${section}.empty`)}</p>}
    />
  );
}
