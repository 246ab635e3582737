import { useTranslation } from 'react-i18next';
import type { PartnerRequestDetail } from '@forkly/contracts';
import { useDateTimeFormat } from '../../../lib/date-format';
import { formatAddress } from '../../../lib/address-format';
import { EmailLink } from './email-link';

/** What the partner sent: who, how to reach them, where, and when they asked. */
export function RequestFacts({ request }: { request: PartnerRequestDetail }) {
  const { t } = useTranslation('partnerAdmin');
  const formatDate = useDateTimeFormat();
  const facts: [string, React.ReactNode][] = [
    [t('detail.type'), t(`types.${request.type}`)],
    ...(request.partnerName ? [[t('detail.partnerName'), request.partnerName] as [string, string]] : []),
    [t('detail.email'), <EmailLink key="email" email={request.email} />],
    [
      t('detail.phone'),
      <a key="phone" href={`tel:${request.phone}`} className="text-brand-800 underline underline-offset-2">
        {request.phone}
      </a>,
    ],
    [t('detail.contactMode'), t(`contactModes.${request.contactMode}`)],
    [t('detail.address'), formatAddress(request.address)],
    [t('detail.askedAt'), formatDate(request.createdAt)],
  ];
  return (
    <section aria-labelledby="partner-request-heading" className="flex flex-col gap-2">
      <h3 id="partner-request-heading" className="text-base font-bold text-ink">
        {t('detail.request')}
      </h3>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-stone-700">{term}</dt>
            <dd className="mb-1 text-ink sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
