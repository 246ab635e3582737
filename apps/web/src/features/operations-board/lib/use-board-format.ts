import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardOrder } from '@forkly/contracts';
import { useTimeFormat } from '../../../lib/date-format';
import { useNow } from '../../../lib/use-now';
import { minutesSince } from './board-view';

/** Ages move every 15 s between two reads of the board. */
const TICK_MS = 15_000;

/**
 * How the board writes its figures in the interface language: ages ("12 min"), times ("12:31"),
 * lateness ("8 min late", "on time"). `serverAt` and `receivedAt` give the server clock's offset,
 * so a browser whose clock is off still shows the ages the server would.
 */
export function useBoardFormat(serverAt: string | undefined, receivedAt: number) {
  const { t, i18n } = useTranslation('operations');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const time = useTimeFormat();
  const now = useNow(TICK_MS);
  const skew = serverAt ? receivedAt - Date.parse(serverAt) : 0;
  return useMemo(() => {
    const count = new Intl.NumberFormat(language);
    return {
      count: (value: number) => count.format(value),
      time: (iso: string | null) => (iso ? time(iso) : t('none')),
      age: (order: Pick<BoardOrder, 'paidAt'>) => t('minutes', { count: minutesSince(order.paidAt, now, skew) }),
      lateness: (minutes: number | null) => (minutes === null ? t('none') : minutes > 0 ? t('late', { count: minutes }) : t('onTime')),
    };
  }, [language, now, skew, t, time]);
}
