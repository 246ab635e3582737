import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../../lib/date-format';
import { ONLINE_REFRESH_MS, useOnlineCouriers } from '../api/get-online-couriers';
import { OnlineMap } from '../components/online-map';
import { OnlineTable } from '../components/online-table';

/**
 * /dashboard/couriers/online: who is online now, on the map and in a table. It asks again every
 * 15 s (the pace couriers report their position at) and on every order event.
 */
export function Component() {
  const { t } = useTranslation('courierAdmin');
  const formatTime = useTimeFormat();
  const online = useOnlineCouriers({ live: true });
  const couriers = online.data ?? [];
  // The table takes a page; the whole online fleet is one.
  const query = { ...online, data: online.data ? { results: couriers, totalCount: couriers.length, totalPages: 1 } : undefined };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">
        {online.data
          ? t('online.summary', { count: couriers.length, seconds: ONLINE_REFRESH_MS / 1000, time: formatTime(new Date(online.dataUpdatedAt).toISOString()) })
          : t('online.loading')}
      </p>
      {couriers.length > 0 && <OnlineMap couriers={couriers} />}
      <OnlineTable query={query} />
    </div>
  );
}
