/*
 * Every endpoint, one module per feature, each exported as a namespace (`ratingsEndpoints.rateOrder`):
 * a page's code then carries only the definitions it calls.
 */
export * as ratingsEndpoints from './ratings';
export * as ticketsEndpoints from './tickets';
export * as healthEndpoints from './health';
export * as metricsEndpoints from './metrics';
export * as authEndpoints from './auth';
export * as orderStatsEndpoints from './order-stats';
export * as orderStatusEndpoints from './order-status';
export * as dispatchEndpoints from './dispatch';
export * as operationsEndpoints from './operations';
export * as couriersEndpoints from './couriers';
export * as couponsEndpoints from './coupons';
export * as checkoutEndpoints from './checkout';
export * as ordersEndpoints from './orders';
export * as paymentsEndpoints from './payments';
export * as refundsEndpoints from './refunds';
export * as restaurantsEndpoints from './restaurants';
export * as menusEndpoints from './menus';
export * as imagesEndpoints from './images';
export * as restaurantSettingsEndpoints from './restaurant-settings';
export * as branchesEndpoints from './branches';
export * as restaurantRemovalEndpoints from './restaurant-removal';
export * as jobsEndpoints from './jobs';
export * as usersEndpoints from './users';
export * as accountsEndpoints from './accounts';
export * as passwordsEndpoints from './passwords';
export * as twoFactorEndpoints from './two-factor';
export * as menuAdminEndpoints from './menu-admin';
export * as partnersEndpoints from './partners';
export * as placesEndpoints from './places';
export * as recordsEndpoints from './records';
export * as profilesEndpoints from './profiles';
export * as staffEndpoints from './staff';
export * as userAdminEndpoints from './user-admin';
export * as eventsEndpoints from './events';
export * as favouritesEndpoints from './favourites';
