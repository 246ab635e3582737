import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../../lib/date-format';
import { useOnlineCouriers } from '../api/get-online-couriers';
import { useLiveCourierPositions } from '../api/use-courier-live-refresh';
import { OnlineMap } from '../components/online-map';
import { OnlineTable } from '../components/online-table';

/**
 * /dashboard/couriers/online: who is online now, on the map and in a table, live from the event
 * stream (decision 038): markers move as couriers report, the list changes as they come and go.
 */
export function Component() {
  const { t } = useTranslation('courierAdmin');
  const formatTime = useTimeFormat();
  const online = useOnlineCouriers();
  useLiveCourierPositions();
  const couriers = online.data ?? [];
  // The table takes a page; the whole online fleet is one.
  const query = { ...online, data: online.data ? { results: couriers, totalCount: couriers.length, totalPages: 1 } : undefined };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">
        {online.data ? t('online.summary', { count: couriers.length, time: formatTime(new Date(online.dataUpdatedAt).toISOString()) }) : t('online.loading')}
      </p>
      {couriers.length > 0 && <OnlineMap couriers={couriers} />}
      <OnlineTable query={query} />
    </div>
  );
}
