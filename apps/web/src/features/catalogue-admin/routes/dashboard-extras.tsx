import { useActiveUser } from '../../../lib/active-user';
import { CataloguePage } from '../components/catalogue-page';

/** /dashboard/extras, behind the role guard of the extras section. */
export function Component() {
  const { data: user } = useActiveUser();
  if (!user) return null; // the role guard renders this page only once the user is known
  return <CataloguePage kind="extra" user={user} />;
}
