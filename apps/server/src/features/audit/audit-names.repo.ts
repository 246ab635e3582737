import { and, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@forkly/contracts';
import type { Database, Tx } from '../../db/client';
import { containsPattern } from '../../lib/sql-search';
import { oneTimeCodes, partnerRequests, restaurants, tickets, users } from '../../db/schema/index';

type Db = Database | Tx;

export interface PersonNameRow {
  id: number;
  role: Role;
  username: string;
  firstName: string;
  lastName: string;
  /** The restaurant a RESTAURANT_ADMIN or RESTAURANT_BRANCH account logs in as. */
  restaurantName: string | null;
}

const personColumns = {
  id: users.id,
  role: users.role,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  restaurantName: restaurants.name,
};

/** The accounts with these ids, with the restaurant a restaurant account stands for. */
export function findPeople(db: Db, ids: number[]): Promise<PersonNameRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.select(personColumns).from(users).leftJoin(restaurants, eq(restaurants.userId, users.id)).where(inArray(users.id, ids));
}

/**
 * At most `limit` accounts of these roles whose name ("Clara Schneider" or "Schneider Clara"),
 * username or restaurant matches `search`; removed accounts are left out.
 */
export function searchPeople(db: Db, roles: readonly Role[], search: string, limit: number): Promise<PersonNameRow[]> {
  const pattern = containsPattern(search);
  const where: SQL[] = [inArray(users.role, [...roles]), isNull(users.removedAt)];
  if (search) {
    where.push(
      or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, pattern),
        ilike(users.username, pattern),
        ilike(restaurants.name, pattern),
      )!,
    );
  }
  return db
    .select(personColumns)
    .from(users)
    .leftJoin(restaurants, eq(restaurants.userId, users.id))
    .where(and(...where))
    .orderBy(users.lastName, users.firstName, users.id)
    .limit(limit);
}

/** Restaurants (removed ones too: their records stay) by id, or by a part of their name. */
export function findRestaurants(db: Db, filter: { ids?: number[]; search?: string; limit?: number }) {
  const where = filter.ids ? inArray(restaurants.id, filter.ids.length ? filter.ids : [-1]) : ilike(restaurants.name, containsPattern(filter.search ?? ''));
  return db
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .where(where)
    .orderBy(restaurants.name, restaurants.id)
    .limit(filter.limit ?? 1000);
}

/** Partner requests by id, or by the applicant's or restaurant's name. */
export function findPartnerRequests(db: Db, filter: { ids?: number[]; search?: string; limit?: number }) {
  const pattern = containsPattern(filter.search ?? '');
  const where = filter.ids
    ? inArray(partnerRequests.id, filter.ids.length ? filter.ids : [-1])
    : or(ilike(partnerRequests.fullname, pattern), ilike(partnerRequests.partnerName, pattern));
  return db
    .select({ id: partnerRequests.id, fullname: partnerRequests.fullname, partnerName: partnerRequests.partnerName })
    .from(partnerRequests)
    .where(where)
    .orderBy(partnerRequests.fullname, partnerRequests.id)
    .limit(filter.limit ?? 1000);
}

/** The subjects of these tickets. */
export function findTicketSubjects(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select({ id: tickets.id, name: tickets.subject }).from(tickets).where(inArray(tickets.id, ids));
}

/** The invited addresses of these invitations (an invitation is named by whom it went to). */
export function findInvitationEmails(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: oneTimeCodes.id, name: oneTimeCodes.email })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, 'INVITATION'), inArray(oneTimeCodes.id, ids)));
}
