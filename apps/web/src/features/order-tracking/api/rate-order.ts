import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ratingsEndpoints, type OrderRating, type RatingRequest } from '@forkly/contracts';
import { ApiError } from '../../../lib/api-error';
import { callEndpoint } from '../../../lib/endpoint-client';
import { orderRatingQueryKey } from './get-order-rating';

/** POST /order/{id}/rating: once per delivered order. */
export function rateOrder(id: number, body: RatingRequest) {
  return callEndpoint(ratingsEndpoints.rateOrder, { params: { id }, body });
}

/** Shows the rating at once (same key the page reads it by), then confirms it from the server. */
export function useRateOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RatingRequest) => rateOrder(id, body),
    onSuccess: async (rating) => {
      queryClient.setQueryData<OrderRating>(orderRatingQueryKey(id), { rating });
      await queryClient.invalidateQueries({ queryKey: orderRatingQueryKey(id) });
    },
    // Rated meanwhile (another tab): reading it again shows that rating instead of the form.
    onError: (error) => {
      if (error instanceof ApiError && error.errorCode === 'orderAlreadyRated') void queryClient.invalidateQueries({ queryKey: orderRatingQueryKey(id) });
    },
  });
}
