import type { PartnerType } from '@forkly/contracts';
import { composeMail } from '../../lib/compose-mail';
import { localeOf } from '../../lib/mail-locale';
import type { Mail } from '../../lib/mailer';
import { mailTexts } from '../../lib/mail-texts/index';

/** REJECTED: a polite refusal with no link (issue 8), in the language the request was sent in. */
export function refusalMail(request: { email: string; fullname: string; type: PartnerType; partnerName: string | null; locale: string }): Mail {
  const t = mailTexts(localeOf(request)).partnerRefusal;
  const interest = request.type === 'restaurant' && request.partnerName ? t.interestRestaurant({ restaurant: request.partnerName }) : t.interest[request.type];
  return composeMail({
    to: request.email,
    subject: t.subject,
    kind: 'partner-refusal',
    blocks: [t.salutation({ name: request.fullname }), `${interest} ${t.decision}`, t.noJudgement, `${t.regards}\n${t.team}`],
  });
}
