import type { UserListItem } from '@forkly/contracts';
import type { CustomerPageRow } from './user-admin.repo';
import { presentUser } from './users.presenter';

/** A row of the staff's customer list: the profile without the address, and its order count. */
export function presentUserListItem(row: CustomerPageRow): UserListItem {
  const { address: _address, ...user } = presentUser(row.user);
  return { ...user, orderCount: row.orderCount };
}
