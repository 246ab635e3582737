import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PARTNER_TYPES } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { PartnerForm } from '../components/partner-form';
import { PartnerTypeSwitcher } from '../components/partner-type-switcher';

/** /auth/partner?type=restaurant|courier|service: ask to join as a partner. */
export function Component() {
  const { t } = useTranslation('partners');
  const [search] = useSearchParams();
  // A plain lookup rather than partnerTypeSchema, which would bring zod into the page's first load.
  const type = PARTNER_TYPES.find((known) => known === search.get('type')) ?? 'restaurant';
  const [sent, setSent] = useState(false);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t('title')}</h1>
        <p className="text-sm text-stone-700">{t(`intro.${type}`)}</p>
      </div>
      <PartnerTypeSwitcher current={type} />
      {sent ? (
        <div role="status" className="flex flex-col items-start gap-4">
          <CircleCheck aria-hidden className="size-10 text-green-700" />
          <p className="text-ink">{t('sentDetail')}</p>
          <Button variant="secondary" onClick={() => setSent(false)}>
            {t('sendAnother')}
          </Button>
        </div>
      ) : (
        // A new type is a new form: fields of one type never carry over to another.
        <PartnerForm key={type} type={type} onSent={() => setSent(true)} />
      )}
    </div>
  );
}
