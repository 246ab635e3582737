import { defineEndpoint } from '../endpoint';
import { STAFF } from '../roles';

/** The mails the offline provider kept (DESIGN.md section 1), newest first. */
export const outbox = defineEndpoint({
  method: 'GET',
  path: '/outbox',
  access: ['ADMIN'],
  tag: 'outbox',
  query: 'outboxQuerySchema',
  answer: { status: 200, schema: 'pagedOutboxSchema' },
});

/** The record of staff actions (issue 8, "Accountability"), newest first. */
export const auditLog = defineEndpoint({
  method: 'GET',
  path: '/audit-log',
  access: ['ADMIN'],
  tag: 'audit',
  query: 'auditQuerySchema',
  answer: { status: 200, schema: 'pagedAuditSchema' },
});

/** People and items found by name for the staff screens' filters (issue 22): at most 10 matches. */
export const nameLookup = defineEndpoint({
  method: 'GET',
  path: '/name-lookup',
  access: STAFF,
  tag: 'audit',
  query: 'nameLookupQuerySchema',
  answer: { status: 200, schema: 'nameMatchesSchema' },
});
