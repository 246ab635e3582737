import type { Endpoint } from '../endpoint';
import * as ratings from './ratings';
import * as tickets from './tickets';
import * as restaurants from './restaurants';
import * as menus from './menus';
import * as images from './images';

/** Every endpoint of the API: the server's access table, and the tests that walk it. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [ratings, tickets, restaurants, menus, images].flatMap((feature) => Object.values(feature));
