// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { orderRatingSchema, ratingSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, server } from '../../../../test/msw';
import { RatingForm } from './rating-form';

afterEach(() => {
  cleanup();
});

function renderForm(hasCourier = true) {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RatingForm orderId={12} restaurantName="Sakura" hasCourier={hasCourier} />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('RatingForm', () => {
  it('asks for the restaurant stars first', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Choose 1 to 5 stars')).toBeTruthy();
  });

  it('sends the stars and the comment, then holds the rating under the key the page reads', async () => {
    const bodies: unknown[] = [];
    const rating = { orderId: 12, restaurantStars: 4, courierStars: 5, comment: 'Tasty', createdAt: '2025-03-01T19:00:00Z' };
    server.use(
      http.post(apiPath('/order/12/rating'), async ({ request }) => {
        bodies.push(await request.json());
        return contractJson(ratingSchema, rating, { status: 201 });
      }),
      http.get(apiPath('/order/12/rating'), () => contractJson(orderRatingSchema, { rating })),
    );
    const queryClient = renderForm();
    fireEvent.click(screen.getAllByLabelText('4 stars')[0]!);
    fireEvent.click(screen.getAllByLabelText('5 stars')[1]!);
    fireEvent.input(screen.getByLabelText('Comment (optional)'), { target: { value: ' Tasty ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    await waitFor(() => expect(bodies).toEqual([{ restaurantStars: 4, courierStars: 5, comment: 'Tasty' }]));
    await waitFor(() => expect(queryClient.getQueryData(['order', 12, 'rating'])).toMatchObject({ rating: { restaurantStars: 4 } }));
  });

  it('has no courier stars when nobody delivered', () => {
    renderForm(false);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'The food from Sakura' })).toBeTruthy();
  });
});
