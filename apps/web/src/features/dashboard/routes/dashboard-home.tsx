import { useTranslation } from 'react-i18next';
import { useActiveUser } from '../../../lib/active-user';
import { CourierPanel } from '../../courier-panel';
import { OrderOverview } from '../../dashboard-orders';

/**
 * Dashboard home (DESIGN.md section 6): the courier panel for COURIER; for the other roles an
 * overview of their orders by status (ADMIN also the restaurant statistics).
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
      {isCourier ? <CourierPanel courierId={user.currentUserId} /> : <OrderOverview role={user.currentUserRole} />}
    </div>
  );
}
