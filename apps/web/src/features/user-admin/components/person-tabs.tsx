import { useTranslation } from 'react-i18next';
import { TabNav } from '../../../components/ui/tab-nav';
import { paths } from '../../../config/paths';

/** The person page's three sub-routes: orders (the index), support and settings. */
export function PersonTabs({ userId }: { userId: number }) {
  const { t } = useTranslation('userAdmin');
  return (
    <TabNav
      label={t('tabs.label')}
      tabs={[
        { to: paths.dashboard.user(userId), label: t('tabs.orders'), end: true },
        { to: paths.dashboard.userSupport(userId), label: t('tabs.support') },
        { to: paths.dashboard.userSettings(userId), label: t('tabs.settings') },
      ]}
    />
  );
}
