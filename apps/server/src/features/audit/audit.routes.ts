import type { FastifyInstance } from 'fastify';
import { recordsEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { pageAuditLog } from './audit.service';
import { lookUpNames } from './audit-names.service';

/** ADMIN's record of staff actions (issue 8, "Accountability"). */
export async function auditRoutes(app: FastifyInstance) {
  registerEndpoint(app, recordsEndpoints.auditLog, (request) => pageAuditLog(app.deps, request.query));
  registerEndpoint(app, recordsEndpoints.nameLookup, (request) => lookUpNames(app.deps.db, request.query));
}
