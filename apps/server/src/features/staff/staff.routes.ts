import type { FastifyInstance } from 'fastify';
import { staffEndpoints as staff } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { requestLocale } from '../../lib/mail-locale';
import { caller } from '../../plugins/auth';
import { getStaffProfile, inviteStaff, listStaff } from './staff.service';

/** The staff screens (issue 8, Services): the list, one member, and inviting a new one. */
export async function staffRoutes(app: FastifyInstance) {
  const { deps } = app;

  registerEndpoint(app, staff.listStaff, (request) => listStaff(deps, request.query));

  registerEndpoint(app, staff.getStaffProfile, (request) => getStaffProfile(deps, { caller: caller(request), id: request.params.id }));

  registerEndpoint(app, staff.inviteStaff, (request) => inviteStaff(deps, { caller: caller(request), invite: request.body, locale: requestLocale(request) }));
}
