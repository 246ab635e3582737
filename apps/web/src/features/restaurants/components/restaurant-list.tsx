import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyResult } from '../../../components/feedback/empty-result';
import { ErrorScreen } from '../../../components/feedback/error-screen';
import { Button } from '../../../components/ui/button';
import { useRestaurants, type RestaurantFilters as Filters } from '../api/get-restaurants';
import { RestaurantCard, RestaurantCardSkeleton } from './restaurant-card';
import { isFiltered, listQuery, readChoices, writeChoices, type ListChoices } from '../lib/list-choices';
import { FavouritesRow } from './favourites-row';
import { ListChoicesBar } from './list-choices-bar';
import { RestaurantFilters } from './restaurant-filters';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** The search, sort and filters live in the address bar (list-choices.ts), so Back and a reload keep them. */
function useListChoices() {
  const [params, setParams] = useSearchParams();
  const choices = readChoices(params);
  const change = useCallback(
    // From the current parameters, not this render's: two changes in a row must both land.
    (update: Partial<ListChoices>) => setParams((current) => writeChoices({ ...readChoices(current), ...update }), { replace: true }),
    [setParams],
  );
  return {
    choices,
    change,
    setName: useCallback((name: string) => change({ name }), [change]),
    setRating: useCallback((rating: number | undefined) => change({ rating }), [change]),
    clear: useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]),
  };
}

/** Loads the next page when the end of the list scrolls into view. */
function useLoadMoreWhenVisible(enabled: boolean, loadMore: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '600px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, loadMore]);
  return sentinel;
}

/**
 * The restaurant list with its favourites, sort, filters and infinite scroll (20 a page, keyset
 * cursor). With a point only restaurants delivering there, nearest first; without one every
 * restaurant by name. Open restaurants come first; the closed ones follow under their own heading.
 */
export function RestaurantList({ point }: { point?: { latitude: number; longitude: number } }) {
  const { t } = useTranslation('restaurants');
  const filters = useListChoices();
  const query: Filters = { ...point, ...listQuery(filters.choices) };
  const list = useRestaurants(query);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  const sentinel = useLoadMoreWhenVisible(!!hasNextPage && !isFetchNextPageError, loadMore);
  const restaurants = list.data?.pages.flatMap((page) => page.results) ?? [];
  const filtered = isFiltered(filters.choices);
  const open = restaurants.filter((r) => r.status === 'open');
  const closed = restaurants.filter((r) => r.status !== 'open');

  let body;
  if (list.isPending) {
    body = (
      <ul className={GRID} aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <RestaurantCardSkeleton key={i} />
        ))}
      </ul>
    );
  } else if (list.isError && !list.data) {
    body = <ErrorScreen onRetry={() => void list.refetch()} />;
  } else if (restaurants.length === 0 && !filtered) {
    body = <EmptyResult />;
  } else if (restaurants.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-stone-700">{t('noMatch')}</p>
        <Button variant="secondary" onClick={filters.clear}>
          {t('filters.clear')}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <p className="sr-only" aria-live="polite">
          {t('shown', { count: restaurants.length })}
        </p>
        {open.length > 0 && (
          <ul className={GRID}>
            {open.map((restaurant, index) => (
              <RestaurantCard key={restaurant.id} restaurant={restaurant} point={point} priority={index < 2} />
            ))}
          </ul>
        )}
        {closed.length > 0 && (
          <section aria-labelledby="closed-heading" className="flex flex-col gap-3">
            <h2 id="closed-heading" className="text-xl font-bold text-ink">
              {t('closedNow')}
            </h2>
            <ul className={GRID}>
              {closed.map((restaurant, index) => (
                <RestaurantCard key={restaurant.id} restaurant={restaurant} point={point} priority={open.length === 0 && index < 2} />
              ))}
            </ul>
          </section>
        )}
        {isFetchingNextPage && (
          <ul className={GRID} aria-hidden="true">
            {Array.from({ length: 3 }, (_, i) => (
              <RestaurantCardSkeleton key={`more-${i}`} />
            ))}
          </ul>
        )}
        <div ref={sentinel} className="flex justify-center py-6">
          {isFetchNextPageError ? (
            <div role="alert" className="flex flex-col items-center gap-2 text-center">
              <p className="text-stone-700">{t('moreFailed')}</p>
              <Button variant="secondary" onClick={() => void fetchNextPage()}>
                {t('retry')}
              </Button>
            </div>
          ) : hasNextPage ? (
            <Button variant="secondary" onClick={loadMore} loading={isFetchingNextPage}>
              {t('showMore')}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <FavouritesRow point={point} />
      <div className="flex flex-col gap-3">
        <RestaurantFilters name={filters.choices.name} rating={filters.choices.rating} onNameChange={filters.setName} onRatingChange={filters.setRating} />
        <ListChoicesBar choices={filters.choices} onChange={filters.change} />
      </div>
      {body}
    </div>
  );
}
