import { composeMail } from '../../lib/compose-mail';
import { localeOf } from '../../lib/mail-locale';
import type { Mail } from '../../lib/mailer';
import { mailTexts } from '../../lib/mail-texts/index';
import { formatEuro } from './html';
import type { RefundForProvider } from './partial-refund.repo';
import { ordersLink } from './refund-mail';
import { STRIPE_PROVIDER } from './stripe-client';

/** Sent once, when part of a paid order's money has gone back, in the customer's language (issue 22). */
export function partialRefundMail(refund: RefundForProvider, appUrl: string): Mail {
  const { order } = refund;
  const locale = localeOf(order.user);
  const t = mailTexts(locale).partialRefund;
  const amount = formatEuro(refund.amountCents, locale);
  const what =
    refund.lines.length > 0
      ? [t.linesHeading, ...refund.lines.map((line) => t.line({ quantity: line.quantity, name: line.line.name, amount: formatEuro(line.amountCents, locale) }))]
      : [t.amountOnly];
  return composeMail({
    to: order.user.email,
    subject: t.subject({ number: order.orderNumber }),
    kind: 'order-partial-refund',
    blocks: [
      mailTexts(locale).greeting({ name: order.user.firstName }),
      [t.intro({ number: order.orderNumber, restaurant: order.restaurant.name }), t.reasons[refund.reason]].join('\n'),
      what.join('\n'),
      order.paymentProvider === STRIPE_PROVIDER ? t.card({ amount }) : t.demo({ amount }),
      { label: mailTexts(locale).yourOrders, href: ordersLink(appUrl) },
    ],
  });
}
