import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import RestaurantSettingsCard from '../components/restaurant-settings-card';

/** /dashboard/branches/{id}: one branch's settings, edited by its restaurant admin. */
export function Component() {
  const { t } = useTranslation('restaurantAdmin');
  const id = Number(useParams().id);
  return (
    <div className="flex flex-col gap-6">
      <Link to={paths.dashboard.branches} className="inline-flex items-center gap-2 self-start text-sm font-semibold text-brand-800 hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        {t('branches.back')}
      </Link>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('branches.settingsTitle')}</h1>
      {Number.isInteger(id) && id > 0 ? <RestaurantSettingsCard key={id} restaurantId={id} /> : <p role="alert">{t('branches.notFound')}</p>}
    </div>
  );
}
