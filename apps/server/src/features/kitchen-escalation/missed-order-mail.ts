import { composeMail } from '../../lib/compose-mail';
import { localeOf } from '../../lib/mail-locale';
import type { Mail } from '../../lib/mailer';
import { mailTexts } from '../../lib/mail-texts/index';
import type { EscalatingOrder } from './escalation.repo';

/** The restaurant's notice of an order cancelled because nobody accepted it (issue 21), in its account's language. */
export function missedOrderMail(order: EscalatingOrder, minutes: number): Mail {
  const t = mailTexts(localeOf({ locale: order.restaurantLocale })).missedOrder;
  return composeMail({
    to: order.restaurantEmail,
    subject: t.subject({ number: order.orderNumber }),
    kind: 'order-missed',
    blocks: [t.cancelled({ number: order.orderNumber, minutes }), t.advice],
  });
}
