import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * An unknown path. Inside the dashboard (it is rendered there, in the dashboard's shell) the way
 * back is the dashboard's home, not the public landing page (issue 10).
 */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const inDashboard = pathname === paths.dashboard.root || pathname.startsWith(`${paths.dashboard.root}/`);
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-7xl font-black text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-extrabold text-ink">{t('notFound.title')}</h1>
      <p className="text-stone-700">{t('notFound.body')}</p>
      <Link
        to={inDashboard ? paths.dashboard.root : paths.home}
        className="mt-2 inline-flex h-12 items-center rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {inDashboard ? t('notFound.dashboardHome') : t('notFound.home')}
      </Link>
    </section>
  );
}
