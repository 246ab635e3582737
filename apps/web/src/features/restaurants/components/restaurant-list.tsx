import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyResult } from '../../../components/feedback/empty-result';
import { ErrorScreen } from '../../../components/feedback/error-screen';
import { Button } from '../../../components/ui/button';
import { useRestaurants, type RestaurantFilters as Filters } from '../api/get-restaurants';
import { RestaurantCard, RestaurantCardSkeleton } from './restaurant-card';
import { RATING_OPTIONS, RestaurantFilters } from './restaurant-filters';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** Filters live in the address bar (?q=&rating=), so Back and a shared link keep them. */
function useListFilters() {
  const [params, setParams] = useSearchParams();
  const name = params.get('q') ?? '';
  const ratingParam = Number(params.get('rating'));
  const rating = (RATING_OPTIONS as readonly number[]).includes(ratingParam) ? ratingParam : undefined;
  const update = useCallback(
    (key: 'q' | 'rating', value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    name,
    rating,
    setName: useCallback((value: string) => update('q', value || undefined), [update]),
    setRating: useCallback((value: number | undefined) => update('rating', value === undefined ? undefined : String(value)), [update]),
    // One navigation: two updates in a row would each start from the same old parameters.
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
 * The restaurant list with its filters and infinite scroll (20 a page, keyset cursor). With a
 * point only restaurants delivering there, nearest first; without one every restaurant by name.
 */
export function RestaurantList({ point }: { point?: { latitude: number; longitude: number } }) {
  const { t } = useTranslation('restaurants');
  const filters = useListFilters();
  const query: Filters = { ...point, name: filters.name || undefined, rating: filters.rating };
  const list = useRestaurants(query);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  const sentinel = useLoadMoreWhenVisible(!!hasNextPage && !isFetchNextPageError, loadMore);
  const restaurants = list.data?.pages.flatMap((page) => page.results) ?? [];
  const filtered = !!filters.name || filters.rating !== undefined;

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
        <ul className={GRID}>
          {restaurants.map((restaurant, index) => (
            <RestaurantCard key={restaurant.id} restaurant={restaurant} priority={index < 2} />
          ))}
          {isFetchingNextPage && Array.from({ length: 3 }, (_, i) => <RestaurantCardSkeleton key={`more-${i}`} />)}
        </ul>
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
      <RestaurantFilters name={filters.name} rating={filters.rating} onNameChange={filters.setName} onRatingChange={filters.setRating} />
      {body}
    </div>
  );
}
