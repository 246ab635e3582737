import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStaffRole, type ActiveUser, type MenuItem } from '@forkly/contracts';
import { useListParams } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useCatalogue } from '../api/get-catalogue';
import { useDeleteItem, useToggleVisibility } from '../api/item-actions';
import { KIND, isMenu, type CatalogueItem, type ItemKind } from '../lib/item-kind';
import { toApiQuery } from '../lib/list-query';
import { CatalogueFilters } from './catalogue-filters';
import { CatalogueTable } from './catalogue-table';
import { RestaurantPicker } from './restaurant-picker';
import { deferredComponent } from '../../../lib/deferred-component';

// The dialogs and the item form load after the list; the edit dialog opens with its form.
const ItemForm = deferredComponent(() => import('./item-form').then((m) => m.ItemForm));
const CatalogueDialog = deferredComponent(() => Promise.all([import('./item-dialog'), ItemForm.preload()]).then(([m]) => m.CatalogueDialog));
const OptionsEditor = deferredComponent(() => import('./options-editor').then((m) => m.OptionsEditor));
const ConfirmDelete = deferredComponent(() => import('./confirm-delete').then((m) => m.ConfirmDelete));

type Editing = { item?: CatalogueItem } | undefined;

interface CataloguePageProps {
  kind: ItemKind;
  user: ActiveUser;
  /** Staff on a restaurant's page: only this restaurant's items, no picker, and its heading one level down. */
  restaurantId?: number;
}

/** /dashboard/menus and /dashboard/extras: the list, its filters, and add, edit, hide and delete. */
export function CataloguePage({ kind, user, restaurantId }: CataloguePageProps) {
  const { t } = useTranslation(['catalogue', 'errors']);
  const section = kind === 'menu' ? 'menus' : 'extras';
  const list = useListParams(KIND[kind].filterKeys);
  const apiQuery = useMemo(() => toApiQuery(restaurantId ? { ...list.apiQuery, restaurantId } : list.apiQuery), [list.apiQuery, restaurantId]);
  const catalogue = useCatalogue(kind, apiQuery);
  const toggle = useToggleVisibility();
  const remove = useDeleteItem();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<CatalogueItem>();
  const [optioning, setOptioning] = useState<MenuItem>();

  const staff = isStaffRole(user.currentUserRole);
  const chosenRestaurant = apiQuery.restaurantId !== undefined ? Number(apiQuery.restaurantId) : undefined;
  const canAdd = !staff || chosenRestaurant !== undefined;
  const categories = useMemo(
    () => [...new Set((catalogue.data?.results ?? []).flatMap((item) => (isMenu(item) && item.category ? [item.category] : [])))].sort(),
    [catalogue.data],
  );

  const onToggle = (item: CatalogueItem) =>
    toggle.mutate(
      { kind, item },
      {
        onSuccess: (saved) => toast.success(t(saved.visible ? 'visibility.shownDone' : 'visibility.hiddenDone', { name: saved.name })),
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  const onDelete = (item: CatalogueItem) =>
    remove.mutate(
      { kind, item },
      {
        onSuccess: () => {
          toast.success(t('delete.done', { name: item.name }));
          setDeleting(undefined);
        },
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          {restaurantId ? (
            <h2 className="text-xl font-bold text-ink">{t(`${section}.title`)}</h2>
          ) : (
            <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t(`${section}.title`)}</h1>
          )}
          <p className="mt-1 text-stone-700">{t(`${section}.intro`)}</p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <Button onClick={() => setEditing({})} disabled={!canAdd}>
            <Plus aria-hidden className="size-4" />
            {t(`${section}.add`)}
          </Button>
          {!canAdd && <p className="text-sm text-stone-600">{t('pickRestaurantFirst')}</p>}
        </div>
      </div>
      <CatalogueTable
        kind={kind}
        query={catalogue}
        list={list}
        togglingId={toggle.isPending ? toggle.variables?.item.id : undefined}
        onToggle={onToggle}
        onEdit={(item) => setEditing({ item })}
        onOptions={kind === 'menu' ? (item) => isMenu(item) && setOptioning(item) : undefined}
        onDelete={setDeleting}
        toolbar={
          <>
            {!restaurantId && <RestaurantPicker user={user} value={list.filters.restaurantId} onChange={(value) => list.setFilter('restaurantId', value)} />}
            <CatalogueFilters kind={kind} list={list} />
          </>
        }
      />
      <CatalogueDialog
        open={!!editing}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={t(editing?.item ? `dialog.edit.${kind}` : `dialog.create.${kind}`)}
      >
        {editing && (
          <ItemForm
            kind={kind}
            item={editing.item}
            restaurantId={chosenRestaurant}
            categorySuggestions={categories}
            onDone={() => setEditing(undefined)}
            onCancel={() => setEditing(undefined)}
          />
        )}
      </CatalogueDialog>
      <CatalogueDialog
        open={!!optioning}
        onOpenChange={(open) => !open && setOptioning(undefined)}
        title={t('dialog.options', { name: optioning?.name ?? '' })}
      >
        {optioning && <OptionsEditor dish={optioning} onDone={() => setOptioning(undefined)} onCancel={() => setOptioning(undefined)} />}
      </CatalogueDialog>
      <ConfirmDelete item={deleting} pending={remove.isPending} onConfirm={onDelete} onClose={() => setDeleting(undefined)} />
    </div>
  );
}
