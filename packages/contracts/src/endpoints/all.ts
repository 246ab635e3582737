import type { Endpoint } from '../endpoint';
import * as ratings from './ratings';
import * as tickets from './tickets';
import * as health from './health';
import * as metrics from './metrics';
import * as auth from './auth';
import * as users from './users';
import * as accounts from './accounts';

/** Every endpoint of the API: the server's access table, and the tests that walk it. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [ratings, tickets, health, metrics, auth, users, accounts].flatMap((feature) => Object.values(feature));
