import type { Endpoint } from '../endpoint';
import * as ratings from './ratings';
import * as tickets from './tickets';
import * as coupons from './coupons';
import * as checkout from './checkout';
import * as orders from './orders';
import * as payments from './payments';

/** Every endpoint of the API: the server's access table, and the tests that walk it. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [ratings, tickets, coupons, checkout, orders, payments].flatMap((feature) => Object.values(feature));
