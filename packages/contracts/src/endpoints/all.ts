import type { Endpoint } from '../endpoint';
import * as ratings from './ratings';
import * as tickets from './tickets';
import * as health from './health';
import * as metrics from './metrics';
import * as auth from './auth';
import * as orderStats from './order-stats';
import * as orderStatus from './order-status';
import * as dispatch from './dispatch';
import * as operations from './operations';
import * as couriers from './couriers';
import * as coupons from './coupons';
import * as checkout from './checkout';
import * as orders from './orders';
import * as payments from './payments';
import * as refunds from './refunds';
import * as restaurants from './restaurants';
import * as menus from './menus';
import * as images from './images';
import * as restaurantSettings from './restaurant-settings';
import * as branches from './branches';
import * as restaurantRemoval from './restaurant-removal';
import * as jobs from './jobs';
import * as users from './users';
import * as accounts from './accounts';
import * as passwords from './passwords';
import * as twoFactor from './two-factor';
import * as menuAdmin from './menu-admin';
import * as partners from './partners';
import * as places from './places';
import * as records from './records';
import * as profiles from './profiles';
import * as staff from './staff';
import * as userAdmin from './user-admin';
import * as events from './events';
import * as favourites from './favourites';

/** Every endpoint of the API: the server's access table, and the tests that walk it. One feature a line (merged as a union, .gitattributes). */
const FEATURES = [
  ratings,
  tickets,
  health,
  metrics,
  auth,
  orderStats,
  orderStatus,
  dispatch,
  operations,
  couriers,
  coupons,
  checkout,
  orders,
  payments,
  refunds,
  restaurants,
  menus,
  images,
  restaurantSettings,
  branches,
  restaurantRemoval,
  jobs,
  users,
  accounts,
  passwords,
  twoFactor,
  menuAdmin,
  partners,
  places,
  records,
  profiles,
  staff,
  userAdmin,
  events,
  favourites,
];

export const ALL_ENDPOINTS: readonly Endpoint[] = FEATURES.flatMap((feature) => Object.values(feature));
