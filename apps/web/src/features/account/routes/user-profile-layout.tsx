import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { TabNav } from '../../../components/ui/tab-nav';
import { paths } from '../../../config/paths';

const TABS = [
  { to: paths.details.profile, label: 'tabs.general', end: true },
  { to: paths.details.profileOrders, label: 'tabs.orders', end: false },
  { to: paths.details.profileSupport, label: 'tabs.support', end: false },
] as const;

/**
 * /details/user-profile: General, Orders and Support. The customer-area guard around it already
 * sends visitors to login and other roles away (USER only, SPEC.md section 2).
 */
export function Component() {
  const { t } = useTranslation('account');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6">
      <TabNav label={t('tabs.label')} tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))} />
      <Outlet />
    </div>
  );
}
