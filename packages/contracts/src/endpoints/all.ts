import type { Endpoint } from '../endpoint';
import * as ratings from './ratings';
import * as tickets from './tickets';
import * as orderStats from './order-stats';
import * as orderStatus from './order-status';
import * as dispatch from './dispatch';
import * as couriers from './couriers';
import * as jobs from './jobs';

/** Every endpoint of the API: the server's access table, and the tests that walk it. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [ratings, tickets, orderStats, orderStatus, dispatch, couriers, jobs].flatMap((feature) => Object.values(feature));
