import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router';
import { InlineError } from '../../../components/feedback/inline-error';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { useActiveUser } from '../../../lib/active-user';
import { useUser } from '../api/get-user';
import { PersonTabs } from '../components/person-tabs';
import { UserHeader } from '../components/user-header';
import type { PersonContext } from '../lib/person-context';

/** A path id that is not a positive whole number names nobody; it is never sent. */
function idOf(raw: string | undefined): number {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
}

/** The customer gone (removed) or never there: said plainly, with the way back to the list. */
function NotFound() {
  const { t } = useTranslation('userAdmin');
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
      <h1 className="text-xl font-bold text-ink">{t('person.notFound')}</h1>
      <Link
        to={paths.dashboard.users}
        className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {t('person.back')}
      </Link>
    </div>
  );
}

/** /dashboard/users/{id}: the person (GET /user/{id}) above the orders, support and settings tabs. */
export function Component() {
  const id = idOf(useParams().id);
  const { data: viewer } = useActiveUser();
  const user = useUser(id);
  if (!id || (user.error instanceof ApiError && user.error.status === 404)) return <NotFound />;
  if (user.isError) return <InlineError onRetry={user.refetch} className="rounded-2xl bg-white p-6 ring-1 ring-stone-200" />;
  if (!user.data || !viewer) return <LoadingOverlay fullScreen={false} />;
  const context: PersonContext = { user: user.data, viewer };
  return (
    <div className="flex flex-col gap-6">
      <UserHeader user={user.data} />
      <PersonTabs userId={id} />
      <Outlet context={context} />
    </div>
  );
}
