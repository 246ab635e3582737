import type { Endpoint } from '../endpoint';
import * as ratings from './ratings';

/** Every endpoint of the API: the server's access table, and the tests that walk it. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [ratings].flatMap((feature) => Object.values(feature));
