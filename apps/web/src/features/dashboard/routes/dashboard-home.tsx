import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useActiveUser } from '../../account/api/get-active-user';
import { CourierPanel } from '../../courier-panel/components/courier-panel';

/**
 * Dashboard home (DESIGN.md section 6): the courier panel for COURIER. The order overview of the
 * other roles comes with a later issue; until then the page says so plainly rather than showing
 * made-up numbers.
 */
export function Component() {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const { data: user } = useActiveUser();
  if (!user) return null; // the role guard around this page only renders it once the user is known
  const isCourier = user.currentUserRole === 'COURIER';
  return (
    <div className="space-y-6">
      <div className="rounded-3xl bg-gradient-to-br from-brand-50 to-white p-6 ring-1 ring-stone-200 sm:p-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('home.welcome', { name: user.username })}</h1>
        <p className="mt-2 text-stone-700">{t('home.roleLabel', { role: tc(`roles.${user.currentUserRole}`) })}</p>
      </div>
      {isCourier ? (
        <CourierPanel courierId={user.currentUserId} />
      ) : (
        <section aria-labelledby="dashboard-home-next" className="flex gap-4 rounded-3xl bg-white p-6 ring-1 ring-stone-200 sm:p-8">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white">
            <ClipboardList className="h-6 w-6" aria-hidden="true" />
          </span>
          <div>
            <h2 id="dashboard-home-next" className="text-xl font-bold text-ink">
              {t('home.overviewTitle')}
            </h2>
            <p className="mt-2 leading-7 text-stone-700">{t('home.overviewNote')}</p>
          </div>
        </section>
      )}
    </div>
  );
}
