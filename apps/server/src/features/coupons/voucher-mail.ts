import { pagePaths, type VoucherReason } from '@forkly/contracts';
import { composeMail } from '../../lib/compose-mail';
import { formatDay, formatEuro } from '../../lib/mail-format';
import { localeOf } from '../../lib/mail-locale';
import type { Mail } from '../../lib/mailer';
import { mailTexts } from '../../lib/mail-texts/index';

interface VoucherMail {
  customer: { firstName: string; email: string; locale: string | null };
  orderNumber: string;
  code: string;
  amountCents: number | null;
  percentage: number | null;
  reason: VoucherReason;
  expiresAt: Date;
}

/** The customer's voucher, its worth, its code and until when, in the customer's language (issue 22). */
export function voucherMail(voucher: VoucherMail, appUrl: string): Mail {
  const locale = localeOf(voucher.customer);
  const texts = mailTexts(locale);
  const t = texts.voucher;
  const worth =
    voucher.amountCents !== null
      ? t.worthAmount({ amount: formatEuro(voucher.amountCents, locale) })
      : t.worthPercentage({ percentage: voucher.percentage ?? 0 });
  return composeMail({
    to: voucher.customer.email,
    subject: t.subject,
    kind: 'order-voucher',
    blocks: [
      texts.greeting({ name: voucher.customer.firstName }),
      [t.intro({ number: voucher.orderNumber }), t.reasons[voucher.reason]].join('\n'),
      [worth, t.code({ code: voucher.code }), t.howTo({ date: formatDay(voucher.expiresAt, locale, 'Europe/Berlin') })].join('\n'),
      { label: texts.yourOrders, href: `${appUrl.replace(/\/$/, '')}${pagePaths.restaurants}` },
    ],
  });
}
