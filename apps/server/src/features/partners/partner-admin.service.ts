import type { Paged, PartnerRequestDetail, PartnerRequestSummary, pagedRegistrationsQuerySchema } from '@forkly/contracts';
import type { z } from 'zod';
import { assertMayAdministerPartners } from '../../access/partner-administration';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import { pagedResult, pageWindow, timeRange } from '../../lib/paging';
import type { AppDeps } from '../../plugins/deps';
import { presentPartnerDetail, presentPartnerSummary } from './partner-admin.presenter';
import { itemHistory } from '../audit/audit.service';
import { findLatestInvitation, findPartnerRequestDetail, pagePartnerRequests } from './partner-admin.repo';

type RegistrationsQuery = z.output<typeof pagedRegistrationsQuerySchema>;

/** GET /paged-registrations: the staff's partner request list, newest first unless sorted otherwise. */
export async function listPartnerRequests(
  deps: AppDeps,
  { caller, query }: { caller: AccessClaims; query: RegistrationsQuery },
): Promise<Paged<PartnerRequestSummary>> {
  assertMayAdministerPartners(caller);
  const { rows, totalCount } = await pagePartnerRequests(
    deps.db,
    {
      type: query.type,
      state: query.state,
      reviewer: query.reviewer,
      signer: query.signer,
      unreviewed: query.unreviewed,
      requested: timeRange(query.reqFrom, query.reqTo),
      decided: timeRange(query.resFrom, query.resTo),
    },
    { sortBy: query.sortBy, orderBy: query.orderBy, ...pageWindow(query) },
  );
  return pagedResult(rows.map(presentPartnerSummary), totalCount, query.limit);
}

/** GET /partner/{id}: one request as the detail modal shows it. */
export async function getPartnerRequest(deps: AppDeps, { caller, id }: { caller: AccessClaims; id: number }): Promise<PartnerRequestDetail> {
  assertMayAdministerPartners(caller);
  const [row, invitation, history] = await Promise.all([
    findPartnerRequestDetail(deps.db, id),
    findLatestInvitation(deps.db, id),
    itemHistory(deps.db, 'partnerRequest', id),
  ]);
  if (!row) throw new AppError('partnerRequestNotFound');
  return presentPartnerDetail(row, invitation, history);
}
