import { ROLES, STAFF, type NameLookupKind, type NameMatch, type Role } from '@forkly/contracts';
import type { Database, Tx } from '../../db/client';
import type { AuditRow } from './audit.repo';
import {
  findInvitationEmails,
  findPartnerRequests,
  findPeople,
  findRestaurants,
  findTicketSubjects,
  searchPeople,
  type PersonNameRow,
} from './audit-names.repo';

type Db = Database | Tx;

/** How staff know an account: a restaurant account by its restaurant, a person by first and last name. */
export function personName(row: PersonNameRow): string {
  if (row.restaurantName) return row.restaurantName;
  return `${row.firstName} ${row.lastName}`.trim() || row.username;
}

const partnerRequestName = (row: { fullname: string; partnerName: string | null }) => (row.partnerName ? `${row.partnerName} (${row.fullname})` : row.fullname);

/** Detail fields that hold an account's id: the changes name the person instead (a courier an order went to). */
const PERSON_FIELDS = ['courierId', 'reviewedBy', 'signedBy', 'decidedBy'];

/** The names an audit page shows: its actors, its items and the people its changes point at. */
export interface AuditNames {
  people: Map<number, PersonNameRow>;
  items: Map<string, string>;
}

const itemKey = (entity: string, id: string | number) => `${entity}:${id}`;

function idsOf(rows: AuditRow[], entity: string): number[] {
  return [...new Set(rows.filter((row) => row.entity === entity && /^\d{1,9}$/.test(row.entityId ?? '')).map((row) => Number(row.entityId)))];
}

function personIdsInDetails(details: unknown): number[] {
  if (!details || typeof details !== 'object') return [];
  const parts = Object.values(details as Record<string, unknown>).filter((part): part is Record<string, unknown> => !!part && typeof part === 'object');
  return parts.flatMap((part) => PERSON_FIELDS.map((field) => part[field]).filter((id): id is number => Number.isInteger(id)));
}

/** Loads every name a page of entries needs, in one query per kind of item. */
export async function loadAuditNames(db: Db, rows: AuditRow[]): Promise<AuditNames> {
  const personIds = new Set<number>([...idsOf(rows, 'user'), ...idsOf(rows, 'courier'), ...rows.flatMap((row) => personIdsInDetails(row.details))]);
  for (const row of rows) if (row.actorId !== null) personIds.add(row.actorId);
  const [people, restaurantRows, requests, ticketRows, invitations] = await Promise.all([
    findPeople(db, [...personIds]),
    findRestaurants(db, { ids: idsOf(rows, 'restaurant') }),
    findPartnerRequests(db, { ids: idsOf(rows, 'partnerRequest') }),
    findTicketSubjects(db, idsOf(rows, 'ticket')),
    findInvitationEmails(db, idsOf(rows, 'invitation')),
  ]);
  const items = new Map<string, string>();
  for (const person of people) {
    items.set(itemKey('user', person.id), personName(person));
    items.set(itemKey('courier', person.id), personName(person));
  }
  for (const row of restaurantRows) items.set(itemKey('restaurant', row.id), row.name);
  for (const row of requests) items.set(itemKey('partnerRequest', row.id), partnerRequestName(row));
  for (const row of ticketRows) items.set(itemKey('ticket', row.id), row.name);
  for (const row of invitations) if (row.name) items.set(itemKey('invitation', row.id), row.name);
  return { people: new Map(people.map((person) => [person.id, person])), items };
}

/** An entry's item name, if the item has one. */
export function itemNameOf(names: AuditNames, row: AuditRow): string | null {
  return row.entityId === null ? null : (names.items.get(itemKey(row.entity, row.entityId)) ?? null);
}

/** The names of the people an entry's changes point at, keyed by account id. */
export function detailNamesOf(names: AuditNames, row: AuditRow): Record<string, string> {
  const out: Record<string, string> = {};
  for (const id of personIdsInDetails(row.details)) {
    const person = names.people.get(id);
    if (person) out[String(id)] = personName(person);
  }
  return out;
}

const ROLES_OF: Record<Exclude<NameLookupKind, 'restaurant' | 'partnerRequest'>, readonly Role[]> = {
  anyone: ROLES,
  staff: STAFF,
  customer: ['USER'],
  courier: ['COURIER'],
};

/** At most this many matches: a combobox's list, not a page. */
const MATCH_LIMIT = 10;

/**
 * GET /name-lookup: the people or items of a kind whose name holds `search`, or the names of `ids`
 * (a filter read back from the URL). Staff see these names on their lists already.
 */
export async function lookUpNames(db: Db, query: { kind: NameLookupKind; search?: string; ids?: number[] }): Promise<{ results: NameMatch[] }> {
  const { kind, ids } = query;
  const search = query.search ?? '';
  if (kind === 'restaurant') {
    const rows = await findRestaurants(db, ids ? { ids } : { search, limit: MATCH_LIMIT });
    return { results: rows.map((row) => ({ id: row.id, name: row.name, role: null })) };
  }
  if (kind === 'partnerRequest') {
    const rows = await findPartnerRequests(db, ids ? { ids } : { search, limit: MATCH_LIMIT });
    return { results: rows.map((row) => ({ id: row.id, name: partnerRequestName(row), role: null })) };
  }
  const roles = ROLES_OF[kind];
  const rows = ids ? (await findPeople(db, ids)).filter((row) => roles.includes(row.role)) : await searchPeople(db, roles, search, MATCH_LIMIT);
  return { results: rows.map((row) => ({ id: row.id, name: personName(row), role: row.role })) };
}
