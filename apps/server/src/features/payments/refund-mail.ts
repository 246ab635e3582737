import type { Mail } from '../../lib/mailer';
import { escapeHtml, formatEuro } from './html';
import type { PaymentOrder } from './payments.repo';
import { STRIPE_PROVIDER } from './stripe-client';

/** Sent once, when the money of a paid order that was cancelled has gone back. */
export function orderRefundedMail(order: PaymentOrder, appUrl: string): Mail {
  const link = `${appUrl.replace(/\/$/, '')}/details/user-profile/orders`;
  const greeting = `Hello ${order.user.firstName || 'there'},`;
  const intro = `Your order ${order.orderNumber} at ${order.restaurant.name} was cancelled, so it will not be delivered.`;
  const refund =
    order.paymentProvider === STRIPE_PROVIDER
      ? `We have refunded ${formatEuro(order.totalCents)} to the card you paid with. Banks usually show it within 5 to 10 business days.`
      : `We have refunded ${formatEuro(order.totalCents)} (demo payment, no money moved).`;
  const text = [greeting, '', intro, refund, '', `Your orders: ${link}`].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(refund)}</p><p><a href="${escapeHtml(link)}">Your orders</a></p>`;
  return { to: order.user.email, subject: `Your Forkly order ${order.orderNumber} was cancelled and refunded`, text, html, kind: 'order-refund' };
}
