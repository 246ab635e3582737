import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@forkly/contracts';
import { BackLink } from '../../../components/ui/back-link';
import { paths } from '../../../config/paths';
import { useDateTimeFormat } from '../../../lib/date-format';
import { formatAddress } from '../../../lib/address-format';
import { fullName } from '../lib/user-filters';
import { AccountStatusBadge } from './account-status-badge';
import { EmailText } from './email-text';

/** Who the person page is about: name, status, how to reach them, and since when they are a customer. */
export function UserHeader({ user }: { user: User }) {
  const { t } = useTranslation('userAdmin');
  const formatDate = useDateTimeFormat();
  const rows = [
    { label: t('person.username'), value: user.username },
    { label: t('person.email'), value: <EmailText email={user.email} /> },
    { label: t('person.contact'), value: user.contact || '—' },
    { label: t('person.address'), value: formatAddress(user.address) || '—' },
    { label: t('person.id'), value: String(user.id) },
    { label: t('person.since'), value: formatDate(user.createdAt) },
  ];
  return (
    <header className="flex flex-col gap-4">
      <BackLink to={paths.dashboard.users}>{t('person.back')}</BackLink>
      <div className="flex flex-col gap-4 rounded-3xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-ink sm:text-3xl">{fullName(user)}</h1>
          <AccountStatusBadge enabled={user.enabled} />
          <span className="inline-flex items-center gap-1 text-sm text-stone-700">
            {user.twoFactorEnabled ? <ShieldCheck aria-hidden className="size-4 text-emerald-700" /> : <ShieldOff aria-hidden className="size-4" />}
            {t(user.twoFactorEnabled ? 'person.twoFactorOn' : 'person.twoFactorOff')}
          </span>
        </div>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((row) => (
            <div key={row.label} className="flex min-w-0 flex-col">
              <dt className="text-sm text-stone-700">{row.label}</dt>
              <dd className="font-medium break-words text-ink">{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}
