import type { FastifyInstance } from 'fastify';
import { healthEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../lib/endpoint-route';
import { accountsRoutes } from './accounts/accounts.routes';
import { invitationsRoutes } from './accounts/invitations.routes';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import { branchesRoutes } from './branches/branches.routes';
import { checkoutRoutes } from './checkout/checkout.routes';
import { couponsRoutes } from './coupons/coupons.routes';
import { couriersRoutes } from './couriers/couriers.routes';
import { dispatchRoutes } from './dispatch/dispatch.routes';
import { afterOrderMove, lockZoneOfOrder, moveChanges } from './dispatch/index';
import { operationsRoutes } from './operations/operations.routes';
import { eventsRoutes } from './events/events.routes';
import { healthRoutes } from './health/health.routes';
import { imagesRoutes } from './images/images.routes';
import { menusRoutes } from './menus/menus.routes';
import { metricsRoutes } from './metrics/metrics.routes';
import { itemsRoutes } from './orders/items.routes';
import { orderCancelRoutes } from './orders/order-cancel.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { startJobWorker } from './job-handlers';
import { orderStatsRoutes } from './order-stats/order-stats.routes';
import { orderStatusRoutes } from './order-status/order-status.routes';
import { lockOrderForMove } from './order-status/order-status.service';
import { ordersRoutes } from './orders/orders.routes';
import { outboxRoutes } from './outbox/outbox.routes';
import { partnerAdminRoutes } from './partners/partner-admin.routes';
import { partnersRoutes } from './partners/partners.routes';
import { passwordsRoutes } from './passwords/passwords.routes';
import { refundsRoutes } from './payments/refunds.routes';
import { changeUnpaidOrder, expirePaymentSession } from './payments/payments.service';
import { refundCancelledOrder } from './payments/index';
import { paymentsRoutes } from './payments/payments.routes';
import { stripeWebhookRoutes } from './payments/stripe-webhook.routes';
import { placesRoutes } from './places/places.routes';
import { ratingsRoutes } from './ratings/ratings.routes';
import { restaurantRemovalRoutes } from './restaurant-removal/restaurant-removal.routes';
import { restaurantSettingsRoutes } from './restaurants/restaurant-settings.routes';
import { restaurantsRoutes } from './restaurants/restaurants.routes';
import { staffRoutes } from './staff/staff.routes';
import { ticketsRoutes } from './tickets/tickets.routes';
import { twoFactorRoutes } from './two-factor/two-factor.routes';
import { profilesRoutes } from './users/profiles.routes';
import { userAdminRoutes } from './users/user-admin.routes';
import { usersRoutes } from './users/users.routes';

/** Every feature's routes, under /api. */
export async function registerFeatures(app: FastifyInstance) {
  // First: in tests its hook (mail sent before the reply) must reach every route registered below.
  startJobWorker(app);
  registerEndpoint(app, healthEndpoints.csrf, () => ({ ok: true }) as const, { schema: { hide: true }, config: { offersCsrfCookie: true } });
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(profilesRoutes);
  await app.register(userAdminRoutes);
  await app.register(twoFactorRoutes);
  await app.register(passwordsRoutes);
  await app.register(accountsRoutes);
  await app.register(invitationsRoutes);
  await app.register(partnersRoutes);
  await app.register(partnerAdminRoutes);
  await app.register(outboxRoutes);
  await app.register(auditRoutes);
  await app.register(restaurantsRoutes);
  await app.register(restaurantSettingsRoutes);
  await app.register(restaurantRemovalRoutes);
  await app.register(branchesRoutes);
  await app.register(menusRoutes);
  await app.register(imagesRoutes);
  await app.register(placesRoutes);
  await app.register(couponsRoutes);
  await app.register(checkoutRoutes);
  await app.register(ordersRoutes);
  // Orders' line changes close the payment page through payments, passed in (decision 027).
  await app.register(itemsRoutes, { changeUnpaidOrder });
  // The customer's cancel closes the payment page and refunds through payments, and moves a paid
  // order under order-status's and dispatch's locks; all passed in, as above.
  await app.register(orderCancelRoutes, {
    ports: { expirePaymentSession, refundCancelledOrder, lockOrderForMove, lockZoneOfOrder, moveChanges, afterOrderMove },
  });
  await app.register(orderStatusRoutes);
  await app.register(orderStatsRoutes);
  await app.register(dispatchRoutes);
  await app.register(operationsRoutes);
  await app.register(couriersRoutes);
  await app.register(staffRoutes);
  await app.register(paymentsRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(refundsRoutes);
  await app.register(ticketsRoutes);
  await app.register(jobsRoutes);
  await app.register(eventsRoutes);
  await app.register(ratingsRoutes);
}
