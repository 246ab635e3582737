import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { TabNav } from '../../../components/ui/tab-nav';
import { paths } from '../../../config/paths';
import { useCourierLiveRefresh } from '../api/use-courier-live-refresh';

const TABS = [
  { to: paths.dashboard.couriers, label: 'tabs.list', end: true },
  { to: paths.dashboard.couriersOnline, label: 'tabs.online', end: true },
] as const;

/** /dashboard/couriers (ADMIN, SERVICE): the list of every courier, or who is online now on a map. */
export function Component() {
  const { t } = useTranslation('courierAdmin');
  useCourierLiveRefresh();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('title')}</h1>
        <p className="mt-1 text-stone-700">{t('intro')}</p>
      </div>
      <TabNav label={t('tabs.label')} tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))} />
      <Outlet />
    </div>
  );
}
