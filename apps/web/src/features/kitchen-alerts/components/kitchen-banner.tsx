import { clsx } from 'clsx';
import { BellRing, PauseCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WaitingOrder } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import type { NotifyPermission } from '../lib/alert-devices';
import { orderPath, waitingListPath } from '../lib/kitchen-paths';
import type { Sound } from '../lib/use-sound';

const MINUTE_MS = 60_000;

/** A link that looks like a button and is as easy to hit with a finger (44 px). */
const linkButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

interface WaitingBannerProps {
  /** Oldest first. */
  orders: WaitingOrder[];
  loud: boolean;
  now: number;
  sound: Sound;
  permission: NotifyPermission;
  onAllowNotifications: () => void;
}

/** "2 new orders are waiting for you to accept": the oldest's wait, the way to it, and the sound and notification switches. */
export function WaitingBanner({ orders, loud, now, sound, permission, onAllowNotifications }: WaitingBannerProps) {
  const { t } = useTranslation('kitchen');
  const headingId = useId();
  const oldest = orders[0]!;
  const waited = Math.max(0, Math.floor((now - Date.parse(oldest.paidAt)) / MINUTE_MS));
  return (
    <section
      aria-labelledby={headingId}
      className={clsx('flex flex-col gap-3 rounded-2xl p-4 ring-2 xl:flex-row xl:items-center', loud ? 'bg-red-50 ring-red-600' : 'bg-amber-50 ring-amber-500')}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <BellRing aria-hidden className={clsx('mt-0.5 size-6 shrink-0', loud ? 'text-red-700' : 'text-amber-800')} />
        <div aria-live="polite" aria-atomic="true" className="min-w-0">
          <h2 id={headingId} className="text-base font-bold text-ink sm:text-lg">
            {t('banner.waiting', { count: orders.length })}
          </h2>
          <p className="text-sm text-stone-800">
            {waited < 1 ? t('banner.oldestJustNow') : t('banner.oldestWaited', { count: waited })}
            {loud && <span className="font-semibold text-red-800">{` ${t('banner.louder')}`}</span>}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={orderPath(oldest.id)} className={clsx(linkButton, 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700')}>
          {t('banner.openOrder', { number: oldest.orderNumber })}
        </Link>
        {orders.length > 1 && (
          <Link
            to={waitingListPath()}
            className={clsx(linkButton, 'bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-100 focus-visible:outline-stone-500')}
          >
            {t('banner.openList')}
          </Link>
        )}
        {sound.on ? (
          <Button variant="secondary" className="min-h-11" onClick={sound.disable}>
            {t('banner.muteSound')}
          </Button>
        ) : (
          <Button variant="secondary" className="min-h-11" onClick={() => void sound.enable()}>
            {t('banner.enableSound')}
          </Button>
        )}
        {permission === 'default' && (
          <Button variant="secondary" className="min-h-11" onClick={onAllowNotifications}>
            {t('banner.allowNotifications')}
          </Button>
        )}
      </div>
    </section>
  );
}

/** Decision 036: a restaurant staff paused sees why on every screen of its dashboard. */
export function PausedBanner({ reason }: { reason: string }) {
  const { t } = useTranslation('kitchen');
  return (
    <section role="status" className="flex items-start gap-3 rounded-2xl bg-stone-100 p-4 ring-2 ring-stone-400">
      <PauseCircle aria-hidden className="mt-0.5 size-6 shrink-0 text-stone-700" />
      <div className="min-w-0">
        <p className="font-bold break-words text-ink">{t('paused.title', { reason })}</p>
        <p className="text-sm text-stone-700">{t('paused.hint')}</p>
      </div>
    </section>
  );
}
