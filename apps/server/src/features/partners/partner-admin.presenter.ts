import type { AuditEntry, InvitationState, PartnerDecision, PartnerRequestDetail, PartnerRequestSummary, StaffRef } from '@forkly/contracts';
import { presentAddress } from '../auth/auth.presenter';
import type { PartnerRequestDetailRow, PartnerRequestRow, findLatestInvitation } from './partner-admin.repo';

type Invitation = Awaited<ReturnType<typeof findLatestInvitation>>;

function staffRef(id: number | null, username: string | null): StaffRef | null {
  return id !== null && username !== null ? { id, username } : null;
}

export function presentPartnerSummary({ request, reviewerName, signerName }: PartnerRequestRow): PartnerRequestSummary {
  return {
    id: request.id,
    type: request.type,
    fullname: request.fullname,
    partnerName: request.partnerName,
    email: request.email,
    phone: request.phone,
    contactMode: request.contactMode,
    address: presentAddress(request),
    status: request.status,
    reviewedBy: staffRef(request.reviewedBy, reviewerName),
    signedBy: staffRef(request.signedBy, signerName),
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
  };
}

function statement(text: string | null, by: StaffRef | null, at: Date | null) {
  return text !== null && at !== null ? { statement: text, by, at: at.toISOString() } : null;
}

function invitationOf(invitation: Invitation, invitedAt: Date | null, now: Date): PartnerRequestDetail['invitation'] {
  if (!invitation) return null;
  const state: InvitationState = invitation.usedAt ? 'USED' : invitation.expiresAt <= now ? 'EXPIRED' : 'OPEN';
  return { invitedAt: (invitedAt ?? invitation.createdAt).toISOString(), expiresAt: invitation.expiresAt.toISOString(), state };
}

/** GET /partner/{id}: who wrote each statement and when, the decision, the invitation and the history. */
export function presentPartnerDetail(row: PartnerRequestDetailRow, invitation: Invitation, history: AuditEntry[], now = new Date()): PartnerRequestDetail {
  const { request } = row;
  const summary = presentPartnerSummary(row);
  const decided = request.status === 'APPROVED' || request.status === 'REJECTED' || request.status === 'COMPLETED';
  const account = row.completedAccount;
  return {
    ...summary,
    review: statement(request.reviewStatement, summary.reviewedBy, request.reviewedAt),
    signOff: statement(request.signoffStatement, summary.signedBy, request.signedAt),
    decision:
      decided && request.decidedAt
        ? {
            state: (request.status === 'REJECTED' ? 'REJECTED' : 'APPROVED') as PartnerDecision,
            by: staffRef(request.decidedBy, row.deciderName),
            at: request.decidedAt.toISOString(),
          }
        : null,
    invitation: invitationOf(invitation, request.invitedAt, now),
    completedAccount:
      account?.id != null && account.username != null && account.role != null ? { id: account.id, username: account.username, role: account.role } : null,
    completedAt: request.completedAt?.toISOString() ?? null,
    history,
  };
}
