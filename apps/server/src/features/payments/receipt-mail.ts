import type { Mail } from '../../lib/mailer';
import { escapeHtml, formatEuro } from './html';
import type { PaymentOrder } from './payments.repo';

/** The order confirmation with its receipt, sent once when the payment arrives. */
export function orderConfirmationMail(order: PaymentOrder, appUrl: string): Mail {
  const rows: [string, string][] = [
    ...order.lines.map((l): [string, string] => [`${l.quantity} × ${l.name} (${formatEuro(l.unitPriceCents)})`, formatEuro(l.unitPriceCents * l.quantity)]),
    ['Subtotal', formatEuro(order.subtotalCents)],
    ...(order.discountCents ? [[`Discount${order.promocode ? ` (${order.promocode})` : ''}`, `−${formatEuro(order.discountCents)}`] as [string, string]] : []),
    ['Delivery fee', formatEuro(order.deliveryFeeCents)],
    ['Total paid', formatEuro(order.totalCents)],
  ];
  const address = `${order.street ?? ''} ${order.houseNumber ?? ''}, ${order.zip ?? ''} ${order.city ?? ''}`.trim();
  const link = `${appUrl.replace(/\/$/, '')}/details/user-profile/orders`;
  const greeting = `Hello ${order.user.firstName || 'there'},`;
  const intro = `${order.restaurant.name} has your order ${order.orderNumber}. We will let you know when it is on its way.`;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...rows.map(([label, amount]) => `${label}: ${amount}`),
    '',
    `Delivery to: ${address}`,
    ...(order.note ? [`Note: ${order.note}`] : []),
    `Paid: ${order.paidAt?.toISOString() ?? ''} (${order.paymentProvider === 'stripe' ? 'card payment through Stripe' : 'demo payment, no money moved'})`,
    '',
    `Your orders: ${link}`,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><table>${rows
    .map(([label, amount]) => `<tr><td>${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(amount)}</td></tr>`)
    .join('')}</table><p>Delivery to: ${escapeHtml(address)}</p><p><a href="${escapeHtml(link)}">Your orders</a></p>`;
  return { to: order.user.email, subject: `Your Forkly order ${order.orderNumber} is confirmed`, text, html, kind: 'order-confirmation' };
}
