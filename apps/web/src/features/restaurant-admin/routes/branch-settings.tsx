import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { paths } from '../../../config/paths';
import RestaurantSettingsCard from '../components/restaurant-settings-card';

/** /dashboard/branches/{id}: one branch's settings, edited by its restaurant admin. */
export function Component() {
  const { t } = useTranslation('restaurantAdmin');
  const id = Number(useParams().id);
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={paths.dashboard.branches}>{t('branches.back')}</BackLink>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('branches.settingsTitle')}</h1>
      {Number.isInteger(id) && id > 0 ? <RestaurantSettingsCard key={id} restaurantId={id} /> : <p role="alert">{t('branches.notFound')}</p>}
    </div>
  );
}
