import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../components/data-table';
import { useUsers } from '../api/get-users';
import { UserFilters } from '../components/user-filters';
import { UsersTable } from '../components/users-table';
import { USER_FILTER_KEYS, USER_LIST_DEFAULTS } from '../lib/user-filters';

/** An id or status typed into the URL by hand that the server would refuse is left out instead. */
function sendable(query: Record<string, string | number>) {
  const valid = (key: string, value: string | number) =>
    key === 'userId' ? /^[1-9]\d{0,9}$/.test(String(value)) : key === 'enabled' ? value === 'true' || value === 'false' : true;
  return Object.fromEntries(Object.entries(query).filter(([key, value]) => valid(key, value)));
}

/** /dashboard/users (ADMIN, SERVICE): the customers, with filters, sort and page in the URL. */
export function Component() {
  const { t } = useTranslation('userAdmin');
  const list = useListParams(USER_FILTER_KEYS, USER_LIST_DEFAULTS);
  const query = useMemo(() => sendable(list.apiQuery), [list.apiQuery]);
  const users = useUsers(query);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('list.title')}</h1>
        <p className="mt-1 text-stone-700">{t('list.intro')}</p>
      </div>
      <UsersTable query={users} list={list} toolbar={<UserFilters list={list} />} />
    </div>
  );
}
