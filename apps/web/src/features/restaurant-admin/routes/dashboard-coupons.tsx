import { useTranslation } from 'react-i18next';
import { isStaffRole } from '@forkly/contracts';
import { useActiveUser } from '../../../lib/active-user';
import { CouponsPanel } from '../components/coupons-panel';

/** /dashboard/coupons (ADMIN, SERVICE, RESTAURANT_ADMIN): a restaurant's own codes, or every code for staff. */
export function Component() {
  const { t } = useTranslation('restaurantAdmin');
  const { data: user } = useActiveUser();
  if (!user) return null; // the role guard renders this page only once the user is known
  const staff = isStaffRole(user.currentUserRole);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('coupons.title')}</h1>
        <p className="mt-1 text-stone-700">{t(staff ? 'coupons.introStaff' : 'coupons.intro')}</p>
      </div>
      <CouponsPanel showRestaurant={staff} />
    </div>
  );
}
