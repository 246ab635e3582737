import { defineEndpoint } from '../endpoint';

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
