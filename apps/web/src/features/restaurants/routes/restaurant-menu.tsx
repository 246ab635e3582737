import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ExtraItem, MenuItem } from '@forkly/contracts';
import { ErrorScreen } from '../../../components/feedback/error-screen';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { useBasket } from '../../../stores/basket-store';
import { BasketBar, BasketColumn, itemKeyOf, lineItemKey, useSoldOutFromMenu } from '../../basket';
import { useChosenAddress } from '../../places';
import { useRestaurantExtras, useRestaurantMenus } from '../api/get-restaurant-menu';
import { useRestaurantOverview } from '../api/get-restaurant-overview';
import { CategoryNav, type MenuSectionRef } from '../components/category-nav';
import { MenuHeader } from '../components/menu-header';
import { MenuItemCard, type MenuEntry } from '../components/menu-item-card';
import { ordersAhead, useClosedReason } from '../components/restaurant-status';

/** The add dialog (Radix) loads when first needed, not with the menu. */
const loadItemDialog = () => import('../components/item-dialog');
const ItemDialog = lazy(loadItemDialog);

interface Section extends MenuSectionRef {
  items: MenuEntry[];
}

const toEntry = (kind: 'menu' | 'extra', item: MenuItem | ExtraItem): MenuEntry => ({
  kind,
  id: item.id,
  name: item.name,
  price: item.price,
  imageId: item.imageId,
  description: 'description' in item ? item.description : '',
  allergens: item.allergens,
  ...('optionGroups' in item ? { optionGroups: item.optionGroups } : {}),
});

/** Dishes grouped by category in menu order, then the extras. */
function useSections(menus: MenuItem[] | undefined, extras: ExtraItem[] | undefined): Section[] {
  const { t } = useTranslation('restaurants');
  return useMemo(() => {
    const sections = new Map<string, Section>();
    for (const menu of menus ?? []) {
      const id = menu.categoryId === null ? 'category-other' : `category-${menu.categoryId}`;
      if (!sections.has(id)) sections.set(id, { id, title: menu.category ?? t('otherCategory'), items: [] });
      sections.get(id)!.items.push(toEntry('menu', menu));
    }
    if (extras?.length) sections.set('extras', { id: 'extras', title: t('extras'), items: extras.map((e) => toEntry('extra', e)) });
    return [...sections.values()];
  }, [menus, extras, t]);
}

/** What the menu offers now, once both lists are in: a basket line missing here has sold out. */
function useOffered(menus: MenuItem[] | undefined, extras: ExtraItem[] | undefined) {
  return useMemo(
    () =>
      menus && extras ? [...menus.map((m) => ({ kind: 'menu' as const, id: m.id })), ...extras.map((e) => ({ kind: 'extra' as const, id: e.id }))] : undefined,
    [menus, extras],
  );
}

/** /details/menu/{id}: the restaurant's header, its menu by category and its extras. */
export function Component() {
  const { t } = useTranslation('restaurants');
  const id = Number(useParams().id);
  const validId = Number.isSafeInteger(id) && id > 0;
  const address = useChosenAddress();
  const point = address.details?.location;
  const here = point && { latitude: point.latitude, longitude: point.longitude };
  const overview = useRestaurantOverview(id, here, { enabled: validId && !address.isLoading });
  const menus = useRestaurantMenus(id);
  const extras = useRestaurantExtras(id);
  const sections = useSections(menus.data, extras.data);
  useSoldOutFromMenu(id, useOffered(menus.data, extras.data));
  const lines = useBasket((s) => s.orders);
  const basketRestaurantId = useBasket((s) => s.restaurant?.id);
  const [selected, setSelected] = useState<MenuEntry | null>(null);
  const closedReason = useClosedReason(overview.data ?? { status: 'open', opensAt: null });
  // A restaurant closed now that opens later takes orders ahead (decision 046): the basket stays open.
  const ahead = !!overview.data && ordersAhead(overview.data);
  const blockedReason = (ahead ? null : closedReason) ?? (overview.data?.delivers === false ? t('notDelivering') : null);
  const aheadNote = ahead ? closedReason : null;

  const notFound = !validId || [overview.error, menus.error].some((e) => e instanceof ApiError && e.status === 404);
  if (notFound) {
    return (
      <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">{t('notFound')}</h1>
        <Link to={paths.details.root} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          {t('backToList')}
        </Link>
      </section>
    );
  }
  if (overview.isError || menus.isError || extras.isError) {
    return (
      <ErrorScreen
        onRetry={() => {
          for (const q of [overview, menus, extras]) if (q.isError) void q.refetch();
        }}
      />
    );
  }
  if (!overview.data || !menus.data || !extras.data) {
    // A screen's height, so the footer stays below the fold until the menu pushes it there: it used
    // to show under the spinner and jump away (a layout shift of 0.45 on a phone, issue 11).
    return (
      <div className="min-h-dvh">
        <LoadingOverlay variant="item" fullScreen={false} />
      </div>
    );
  }

  const restaurant = { id: overview.data.id, name: overview.data.name };
  // Every line of the dish counts, whatever its options.
  const quantityOf = (item: MenuEntry) => lines.filter((l) => lineItemKey(l) === itemKeyOf(item)).reduce((sum, l) => sum + l.quantity, 0);
  return (
    // From 1280 px the basket stands beside the menu; below, a bar at the menu's foot (issue 25).
    <div className="mx-auto max-w-5xl px-4 pt-2 pb-12 sm:px-6 xl:grid xl:max-w-7xl xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start xl:gap-8">
      <div className="flex min-w-0 flex-col gap-6">
        <MenuHeader restaurant={overview.data} blockedReason={blockedReason} aheadNote={aheadNote} point={here} />
        <CategoryNav sections={sections} />
        {sections.length === 0 && <p className="py-8 text-center text-stone-700">{t('emptyMenu')}</p>}
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-32">
            <h2 id={`${section.id}-title`} className="mb-3 text-xl font-bold text-ink">
              {section.title}
            </h2>
            <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
              {section.items.map((item) => (
                <MenuItemCard
                  key={itemKeyOf(item)}
                  item={item}
                  inBasket={restaurant.id === basketRestaurantId ? quantityOf(item) : 0}
                  blockedReason={blockedReason}
                  onAdd={setSelected}
                  onPrepare={() => void loadItemDialog()}
                />
              ))}
            </ul>
          </section>
        ))}
        <BasketBar restaurantId={restaurant.id} />
      </div>
      <BasketColumn restaurantId={restaurant.id} />
      {selected && (
        <Suspense fallback={null}>
          <ItemDialog item={selected} restaurant={restaurant} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </div>
  );
}
