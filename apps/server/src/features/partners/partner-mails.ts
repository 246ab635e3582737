import type { PartnerType } from '@forkly/contracts';
import type { Mail } from '../../lib/mailer';

const ROLE_WORDS: Record<PartnerType, string> = {
  restaurant: 'restaurant partner',
  courier: 'courier',
  service: 'member of our service team',
};

/** REJECTED: a polite refusal with no link (issue 8). */
export function refusalMail(request: { email: string; fullname: string; type: PartnerType; partnerName: string | null }): Mail {
  const what =
    request.type === 'restaurant' && request.partnerName ? `${request.partnerName} as a ${ROLE_WORDS.restaurant}` : `as a ${ROLE_WORDS[request.type]}`;
  return {
    to: request.email,
    subject: 'Your request to join Forkly',
    text: [
      `Dear ${request.fullname},`,
      '',
      `thank you for your interest in joining Forkly ${what}. We have looked at your request carefully and are sorry to tell you that we cannot take it further at this time.`,
      '',
      'This is no judgement of you or your work: our needs change from season to season, and you are welcome to ask again later.',
      '',
      'Kind regards,',
      'The Forkly team',
    ].join('\n'),
    kind: 'partner-refusal',
  };
}
