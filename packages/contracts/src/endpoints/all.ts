import type { Endpoint } from '../endpoint';
import * as ratings from './ratings';
import * as tickets from './tickets';
import * as restaurants from './restaurants';
import * as menus from './menus';
import * as images from './images';
import * as restaurantSettings from './restaurant-settings';
import * as branches from './branches';
import * as restaurantRemoval from './restaurant-removal';

/** Every endpoint of the API: the server's access table, and the tests that walk it. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [ratings, tickets, restaurants, menus, images, restaurantSettings, branches, restaurantRemoval].flatMap((feature) => Object.values(feature));
