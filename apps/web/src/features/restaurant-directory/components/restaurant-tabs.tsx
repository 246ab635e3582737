import { useTranslation } from 'react-i18next';
import { TabNav } from '../../../components/ui/tab-nav';
import { paths } from '../../../config/paths';

/** The restaurant page's sub-routes (SPEC.md section 2): branches (the index), menus, extras, coupons. */
export function RestaurantTabs({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation('restaurantDirectory');
  return (
    <TabNav
      label={t('tabs.label')}
      tabs={[
        { to: paths.dashboard.restaurant(restaurantId), label: t('tabs.branches'), end: true },
        { to: paths.dashboard.restaurantMenus(restaurantId), label: t('tabs.menus') },
        { to: paths.dashboard.restaurantExtras(restaurantId), label: t('tabs.extras') },
        { to: paths.dashboard.restaurantCoupons(restaurantId), label: t('tabs.coupons') },
      ]}
    />
  );
}
