import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { deferredComponent } from '../../../lib/deferred-component';
import { useStaff } from '../api/get-staff';
import { StaffFilters } from '../components/staff-filters';
import { StaffTable } from '../components/staff-table';
import { STAFF_FILTER_KEYS, STAFF_LIST_DEFAULTS } from '../lib/staff-filters';

const InviteForm = deferredComponent(() => import('../components/invite-form').then((m) => m.InviteForm));

/**
 * /dashboard/services (ADMIN; the role guard shows everyone else the not-authorised view): the
 * staff accounts, and the "Invite staff" form that e-mails a registration link.
 */
export function Component() {
  const { t } = useTranslation('staffAdmin');
  const list = useListParams(STAFF_FILTER_KEYS, STAFF_LIST_DEFAULTS);
  const staff = useStaff(list.apiQuery);
  const [inviting, setInviting] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('list.title')}</h1>
          <p className="mt-1 text-stone-700">{t('list.intro')}</p>
        </div>
        <Button
          onClick={() => setInviting((open) => !open)}
          aria-expanded={inviting}
          aria-controls="invite-staff-panel"
          className="shrink-0 self-start whitespace-nowrap"
        >
          {inviting ? <X aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
          {inviting ? t('invite.close') : t('invite.open')}
        </Button>
      </div>
      {inviting && (
        <section id="invite-staff-panel" aria-labelledby="invite-staff-heading" className="rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
          <h2 id="invite-staff-heading" className="text-lg font-bold text-ink">
            {t('invite.title')}
          </h2>
          <p className="mt-1 mb-4 text-sm text-stone-700">{t('invite.intro')}</p>
          <InviteForm />
        </section>
      )}
      <StaffTable query={staff} list={list} toolbar={<StaffFilters list={list} />} />
    </div>
  );
}
