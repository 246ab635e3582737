import { nameWithOptions } from '@forkly/contracts';
import { oneLineAddress } from '../../lib/address-presenter';
import { composeMail } from '../../lib/compose-mail';
import { localeOf } from '../../lib/mail-locale';
import type { Mail } from '../../lib/mailer';
import { mailTexts } from '../../lib/mail-texts/index';
import { SCHEDULED_CANCEL_CUTOFF_MINUTES } from '@forkly/domain';
import { formatSlot } from '../../lib/mail-format';
import { formatDateTime, formatEuro } from './html';
import type { PaymentOrder } from './payments.repo';
import { ordersLink } from './refund-mail';
import { STRIPE_PROVIDER } from './stripe-client';

/**
 * The receipt, sent once when the payment arrives, in the customer's language. It says the order is
 * paid: the kitchen has not confirmed it yet (issue 22).
 */
export function orderReceiptMail(order: PaymentOrder, appUrl: string): Mail {
  const locale = localeOf(order.user);
  const t = mailTexts(locale);
  const euro = (cents: number) => formatEuro(cents, locale);
  const rows: [string, string][] = [
    ...order.lines.map((l): [string, string] => [
      `${l.quantity} × ${nameWithOptions(l.name, l.options)} (${euro(l.unitPriceCents)})`,
      euro(l.unitPriceCents * l.quantity),
    ]),
    [t.receipt.subtotal, euro(order.subtotalCents)],
    ...(order.discountCents
      ? [[order.promocode ? t.receipt.discountCode({ code: order.promocode }) : t.receipt.discount, `−${euro(order.discountCents)}`] as [string, string]]
      : []),
    [t.receipt.deliveryFee, euro(order.deliveryFeeCents)],
    ...(order.tipCents ? [[t.receipt.tip, euro(order.tipCents)] as [string, string]] : []),
    [t.receipt.totalPaid, euro(order.totalCents)],
  ];
  const address = oneLineAddress(order);
  const method = order.paymentProvider === STRIPE_PROVIDER ? t.receipt.methods.card : t.receipt.methods.demo;
  const zone = order.restaurant.timeZone;
  const scheduled = order.scheduledFor
    ? [
        t.receipt.scheduledFor({
          when: formatSlot(order.scheduledFor, locale, zone),
          cancelUntil: formatSlot(new Date(order.scheduledFor.getTime() - SCHEDULED_CANCEL_CUTOFF_MINUTES * 60_000), locale, zone),
        }),
      ]
    : [];
  const at = order.paidAt ? formatDateTime(order.paidAt, locale, order.restaurant.timeZone) : '';
  return composeMail({
    to: order.user.email,
    subject: t.receipt.subject({ number: order.orderNumber }),
    kind: 'order-confirmation',
    heading: t.receipt.heading({ number: order.orderNumber }),
    blocks: [
      t.greeting({ name: order.user.firstName }),
      t.receipt.intro({ number: order.orderNumber, restaurant: order.restaurant.name }),
      { rows },
      [t.receipt.deliveryTo({ address }), ...scheduled, ...(order.note ? [t.receipt.note({ note: order.note })] : []), t.receipt.paid({ at, method })].join(
        '\n',
      ),
      { label: t.yourOrders, href: ordersLink(appUrl) },
    ],
  });
}
