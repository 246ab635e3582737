import { useTranslation } from 'react-i18next';
import type { StaffProfile } from '@forkly/contracts';
import { formatAddress } from '../../../lib/address-format';
import { useDateTimeFormat } from '../../../lib/date-format';
import { staffName } from '../lib/staff-filters';
import { EnabledBadge, RoleBadge } from './staff-badges';
import { FactList } from '../../../components/ui/fact-list';

/** Who the member is: name, role, status, login name, how to reach them and since when. */
export function StaffMemberCard({ member, actions }: { member: StaffProfile; actions?: React.ReactNode }) {
  const { t } = useTranslation('staffAdmin');
  const formatDate = useDateTimeFormat();
  const address = formatAddress(member.address) || '—';
  const facts: [string, React.ReactNode][] = [
    [t('member.username'), member.username],
    [t('member.email'), member.email],
    [t('member.contact'), member.contact || '—'],
    [t('member.address'), address],
    [t('member.twoFactor'), t(member.twoFactorEnabled ? 'member.twoFactorOn' : 'member.twoFactorOff')],
    [t('member.joined'), <time dateTime={member.createdAt}>{formatDate(member.createdAt)}</time>],
  ];
  return (
    <section aria-labelledby="staff-member-name" className="flex flex-col gap-4 rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 id="staff-member-name" className="text-3xl font-extrabold tracking-tight break-words text-ink">
            {staffName(member)}
          </h1>
          <div className="flex flex-wrap gap-2">
            <RoleBadge role={member.role} />
            <EnabledBadge enabled={member.enabled} />
          </div>
        </div>
        {actions}
      </div>
      <FactList facts={facts} />
    </section>
  );
}
