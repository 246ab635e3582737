import { useActiveUser } from '../../../lib/active-user';
import { CataloguePage } from '../components/catalogue-page';

/** /dashboard/menus, behind the role guard of the menus section. */
export function Component() {
  const { data: user } = useActiveUser();
  if (!user) return null; // the role guard renders this page only once the user is known
  return <CataloguePage kind="menu" user={user} />;
}
