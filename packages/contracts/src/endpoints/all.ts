import type { Endpoint } from '../endpoint';
import * as ratings from './ratings';
import * as tickets from './tickets';
import * as orderStats from './order-stats';
import * as orderStatus from './order-status';
import * as dispatch from './dispatch';
import * as couriers from './couriers';

/** Every endpoint of the API: the server's access table, and the tests that walk it. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [ratings, tickets, orderStats, orderStatus, dispatch, couriers].flatMap((feature) => Object.values(feature));
