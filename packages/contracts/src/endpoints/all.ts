import type { Endpoint } from '../endpoint';
import * as ratings from './ratings';
import * as tickets from './tickets';
import * as orderStats from './order-stats';

/** Every endpoint of the API: the server's access table, and the tests that walk it. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [ratings, tickets, orderStats].flatMap((feature) => Object.values(feature));
