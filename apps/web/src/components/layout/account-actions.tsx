import { CircleUserRound, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useActiveUser } from '../../lib/active-user';
import { useLogout } from '../../features/auth';

const iconButton =
  'inline-flex h-10 items-center justify-center gap-2 rounded-full px-2.5 text-sm font-semibold text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

/** Profile icon and Logout for a logged-in person; customers and staff keep profiles in different areas. */
export function AccountActions() {
  const { t } = useTranslation();
  const { data: user } = useActiveUser();
  const logout = useLogout();
  const profilePath = user && user.currentUserRole !== 'USER' ? paths.dashboard.profile : paths.details.profile;
  return (
    <>
      <Link to={profilePath} aria-label={t('header.profile')} title={t('header.profile')} className={iconButton}>
        <CircleUserRound className="h-6 w-6" aria-hidden="true" />
      </Link>
      <button type="button" className={iconButton} onClick={() => logout.mutate()} disabled={logout.isPending}>
        <LogOut className="h-5 w-5" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('header.logout')}</span>
      </button>
    </>
  );
}
