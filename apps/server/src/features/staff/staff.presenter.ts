import { TICKET_STATUSES, type StaffMember, type StaffProfile, type StaffTicketCounts, type TicketStatus } from '@forkly/contracts';
import type { users } from '../../db/schema/index';
import { presentUser } from '../users/index';

type UserRow = typeof users.$inferSelect;

/** A staff account as the services list shows it: the user's public fields and its role. */
export function presentStaffMember(row: UserRow): StaffMember {
  // The queries select SERVICE and ADMIN accounts only.
  return { ...presentUser(row), role: row.role === 'ADMIN' ? 'ADMIN' : 'SERVICE' };
}

/** Every status is present, 0 when the member handles none in it. */
export function presentTicketCounts(rows: { status: TicketStatus; n: number }[]): StaffTicketCounts {
  const byStatus = Object.fromEntries(TICKET_STATUSES.map((status) => [status, 0])) as Record<TicketStatus, number>;
  for (const row of rows) byStatus[row.status] = row.n;
  return { total: rows.reduce((sum, row) => sum + row.n, 0), byStatus };
}

export function presentStaffProfile(row: UserRow, tickets: { status: TicketStatus; n: number }[]): StaffProfile {
  return { ...presentStaffMember(row), tickets: presentTicketCounts(tickets) };
}
