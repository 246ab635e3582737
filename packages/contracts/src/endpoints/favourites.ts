import { defineEndpoint } from '../endpoint';

/** A customer's favourite restaurants (issue 25): kept on the account, so they follow it to every device. */
const tag = 'favourites';

export const listFavourites = defineEndpoint({
  method: 'GET',
  path: '/favourites',
  access: ['USER'],
  tag,
  query: 'favouritesQuerySchema',
  answer: { status: 200, schema: 'favouritesSchema' },
});

/** Marks a restaurant as a favourite; marking it again changes nothing. */
export const addFavourite = defineEndpoint({
  method: 'PUT',
  path: '/favourites/:id',
  access: ['USER'],
  tag,
  params: 'idParamsSchema',
  answer: { status: 204, schema: null },
});

/** Unmarks it; a restaurant that was no favourite is no error. */
export const removeFavourite = defineEndpoint({
  method: 'DELETE',
  path: '/favourites/:id',
  access: ['USER'],
  tag,
  params: 'idParamsSchema',
  answer: { status: 204, schema: null },
});
