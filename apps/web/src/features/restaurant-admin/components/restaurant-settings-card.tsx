import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { RestaurantStatus } from '@forkly/contracts';
import { ErrorScreen } from '../../../components/feedback/error-screen';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { useRestaurantSettings } from '../api/get-restaurant-settings';
import { deferredComponent } from '../../../lib/deferred-component';

const SettingsForm = deferredComponent(() => import('./settings-form').then((m) => m.SettingsForm), <LoadingOverlay fullScreen={false} />);

const STATUS_STYLES: Record<RestaurantStatus, string> = {
  open: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  closed: 'bg-stone-100 text-stone-800 ring-stone-300',
  paused: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** What customers see of a restaurant right now: open, closed or paused. */
export function RestaurantStatusBadge({ status }: { status: RestaurantStatus }) {
  const { t } = useTranslation('restaurantAdmin');
  return <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', STATUS_STYLES[status])}>{t(`status.${status}`)}</span>;
}

/**
 * The settings card of a restaurant or branch: its state now and the settings form. Shown on
 * profile-details to RESTAURANT_ADMIN and RESTAURANT_BRANCH, and per branch from the branches page.
 */
export default function RestaurantSettingsCard({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation('restaurantAdmin');
  const settings = useRestaurantSettings(restaurantId);
  return (
    <section aria-labelledby="restaurant-settings-title" className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h2 id="restaurant-settings-title" className="text-lg font-semibold">
            {t('settings.title')}
          </h2>
          {settings.data && <p className="text-sm break-words text-stone-700">{settings.data.name}</p>}
        </div>
        {settings.data && <RestaurantStatusBadge status={settings.data.status} />}
      </div>
      {settings.isError ? (
        <ErrorScreen onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        // A new key after a save of another tab's data resets the form to what the server holds.
        <SettingsForm key={settings.data.restaurantId} settings={settings.data} />
      ) : (
        <LoadingOverlay fullScreen={false} />
      )}
    </section>
  );
}
