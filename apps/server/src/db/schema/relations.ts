import { relations } from 'drizzle-orm';
import { couponRedemptions } from './coupon-redemptions';
import { coupons } from './coupons';
import { courierProfiles } from './couriers';
import { users } from './identity';
import { images } from './images';
import { categories, extras, menus } from './menus';
import { courierTrips } from './courier-trips';
import { orderEstimates, orderLines, orderStatusHistory, orders } from './orders';
import { orderRefundLines, orderRefunds } from './refunds';
import { partnerRequests } from './partners';
import { ratings } from './ratings';
import { restaurants } from './restaurants';
import { ticketResponses, tickets } from './tickets';

// Relations only feed Drizzle's relational queries (db.query.x.findMany({ with })); they create
// no SQL. Where two foreign keys point at users, relationName tells them apart.

export const usersRelations = relations(users, ({ one, many }) => ({
  restaurant: one(restaurants),
  courierProfile: one(courierProfiles),
  orders: many(orders, { relationName: 'orderCustomer' }),
  deliveries: many(orders, { relationName: 'orderCourier' }),
  tickets: many(tickets, { relationName: 'ticketCreator' }),
}));

export const restaurantsRelations = relations(restaurants, ({ one, many }) => ({
  account: one(users, { fields: [restaurants.userId], references: [users.id] }),
  parent: one(restaurants, { fields: [restaurants.parentRestaurantId], references: [restaurants.id], relationName: 'branches' }),
  branches: many(restaurants, { relationName: 'branches' }),
  image: one(images, { fields: [restaurants.imageId], references: [images.id] }),
  categories: many(categories),
  menus: many(menus),
  extras: many(extras),
  orders: many(orders),
  coupons: many(coupons),
}));

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  restaurant: one(restaurants, { fields: [categories.restaurantId], references: [restaurants.id] }),
  menus: many(menus),
}));

export const menusRelations = relations(menus, ({ one }) => ({
  restaurant: one(restaurants, { fields: [menus.restaurantId], references: [restaurants.id] }),
  category: one(categories, { fields: [menus.categoryId], references: [categories.id] }),
  image: one(images, { fields: [menus.imageId], references: [images.id] }),
}));

export const extrasRelations = relations(extras, ({ one }) => ({
  restaurant: one(restaurants, { fields: [extras.restaurantId], references: [restaurants.id] }),
  image: one(images, { fields: [extras.imageId], references: [images.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id], relationName: 'orderCustomer' }),
  courier: one(users, { fields: [orders.courierId], references: [users.id], relationName: 'orderCourier' }),
  restaurant: one(restaurants, { fields: [orders.restaurantId], references: [restaurants.id] }),
  coupon: one(coupons, { fields: [orders.couponId], references: [coupons.id] }),
  lines: many(orderLines),
  history: many(orderStatusHistory),
  estimates: many(orderEstimates),
  trip: one(courierTrips, { fields: [orders.tripId], references: [courierTrips.id] }),
  rating: one(ratings),
  refunds: many(orderRefunds),
}));

export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
  menu: one(menus, { fields: [orderLines.menuId], references: [menus.id] }),
  extra: one(extras, { fields: [orderLines.extraId], references: [extras.id] }),
}));

export const orderStatusHistoryRelations = relations(orderStatusHistory, ({ one }) => ({
  order: one(orders, { fields: [orderStatusHistory.orderId], references: [orders.id] }),
  actor: one(users, { fields: [orderStatusHistory.actorId], references: [users.id] }),
}));

export const couponsRelations = relations(coupons, ({ one, many }) => ({
  restaurant: one(restaurants, { fields: [coupons.restaurantId], references: [restaurants.id] }),
  redemptions: many(couponRedemptions),
}));

export const couponRedemptionsRelations = relations(couponRedemptions, ({ one }) => ({
  coupon: one(coupons, { fields: [couponRedemptions.couponId], references: [coupons.id] }),
  order: one(orders, { fields: [couponRedemptions.orderId], references: [orders.id] }),
  user: one(users, { fields: [couponRedemptions.userId], references: [users.id] }),
}));

export const ticketsRelations = relations(tickets, ({ one, many }) => ({
  user: one(users, { fields: [tickets.userId], references: [users.id], relationName: 'ticketCreator' }),
  restaurant: one(restaurants, { fields: [tickets.restaurantId], references: [restaurants.id] }),
  courier: one(users, { fields: [tickets.courierId], references: [users.id], relationName: 'ticketCourier' }),
  service: one(users, { fields: [tickets.serviceId], references: [users.id], relationName: 'ticketService' }),
  order: one(orders, { fields: [tickets.orderId], references: [orders.id] }),
  responses: many(ticketResponses),
}));

export const ticketResponsesRelations = relations(ticketResponses, ({ one }) => ({
  ticket: one(tickets, { fields: [ticketResponses.ticketId], references: [tickets.id] }),
  author: one(users, { fields: [ticketResponses.authorId], references: [users.id] }),
}));

export const partnerRequestsRelations = relations(partnerRequests, ({ one }) => ({
  reviewer: one(users, { fields: [partnerRequests.reviewedBy], references: [users.id], relationName: 'partnerReviewer' }),
  signer: one(users, { fields: [partnerRequests.signedBy], references: [users.id], relationName: 'partnerSigner' }),
  decider: one(users, { fields: [partnerRequests.decidedBy], references: [users.id], relationName: 'partnerDecider' }),
}));

export const courierProfilesRelations = relations(courierProfiles, ({ one }) => ({
  user: one(users, { fields: [courierProfiles.userId], references: [users.id] }),
}));

export const ratingsRelations = relations(ratings, ({ one }) => ({
  order: one(orders, { fields: [ratings.orderId], references: [orders.id] }),
  user: one(users, { fields: [ratings.userId], references: [users.id] }),
  restaurant: one(restaurants, { fields: [ratings.restaurantId], references: [restaurants.id] }),
  courier: one(users, { fields: [ratings.courierId], references: [users.id], relationName: 'ratingCourier' }),
}));

export const orderEstimatesRelations = relations(orderEstimates, ({ one }) => ({
  order: one(orders, { fields: [orderEstimates.orderId], references: [orders.id] }),
}));

export const courierTripsRelations = relations(courierTrips, ({ one, many }) => ({
  courier: one(users, { fields: [courierTrips.courierId], references: [users.id] }),
  restaurant: one(restaurants, { fields: [courierTrips.restaurantId], references: [restaurants.id] }),
  orders: many(orders),
}));

export const orderRefundsRelations = relations(orderRefunds, ({ one, many }) => ({
  order: one(orders, { fields: [orderRefunds.orderId], references: [orders.id] }),
  lines: many(orderRefundLines),
}));

export const orderRefundLinesRelations = relations(orderRefundLines, ({ one }) => ({
  refund: one(orderRefunds, { fields: [orderRefundLines.refundId], references: [orderRefunds.id] }),
  line: one(orderLines, { fields: [orderRefundLines.orderLineId], references: [orderLines.id] }),
}));
