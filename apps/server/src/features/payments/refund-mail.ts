import { pagePaths } from '@forkly/contracts';
import { composeMail } from '../../lib/compose-mail';
import { localeOf } from '../../lib/mail-locale';
import type { Mail } from '../../lib/mailer';
import { mailTexts } from '../../lib/mail-texts/index';
import { formatEuro } from './html';
import type { PaymentOrder } from './payments.repo';
import { STRIPE_PROVIDER } from './stripe-client';

/** Sent once, when the money of a paid order that was cancelled has gone back, in the customer's language. */
export function orderRefundedMail(order: PaymentOrder, appUrl: string, amountCents = order.totalCents): Mail {
  const locale = localeOf(order.user);
  const t = mailTexts(locale);
  const restaurant = order.restaurant.name;
  // After partial refunds (issue 22) only what was left goes back.
  const amount = formatEuro(amountCents, locale);
  return composeMail({
    to: order.user.email,
    subject: t.refund.subject({ number: order.orderNumber }),
    kind: 'order-refund',
    blocks: [
      t.greeting({ name: order.user.firstName }),
      [
        t.refund.intro({ number: order.orderNumber, restaurant }),
        ...(order.cancelReason ? [t.refund.reasons[order.cancelReason]({ restaurant })] : []),
        order.paymentProvider === STRIPE_PROVIDER ? t.refund.card({ amount }) : t.refund.demo({ amount }),
      ].join('\n'),
      { label: t.yourOrders, href: ordersLink(appUrl) },
    ],
  });
}

/** The customer's order list, where each mail about an order links to. */
export const ordersLink = (appUrl: string) => `${appUrl.replace(/\/$/, '')}${pagePaths.customerOrders}`;
