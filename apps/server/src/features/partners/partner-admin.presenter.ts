import type { AuditEntry, InvitationState, PartnerDecidedState, PartnerRequestDetail, PartnerRequestSummary, StaffRef } from '@forkly/contracts';
import { presentOptionalAddress } from '../../lib/address-presenter';
import type { PartnerRequestDetailRow, PartnerRequestRow, findLatestInvitation } from './partner-admin.repo';

type Invitation = Awaited<ReturnType<typeof findLatestInvitation>>;

interface PersonRow {
  username: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** A staff member by name, as the audit log names them; null once the account is gone. */
function staffRef(id: number | null, who: PersonRow | null): StaffRef | null {
  if (id === null || !who?.username) return null;
  return { id, username: who.username, name: `${who.firstName ?? ''} ${who.lastName ?? ''}`.trim() || who.username };
}

export function presentPartnerSummary({ request, reviewer, signer }: PartnerRequestRow): PartnerRequestSummary {
  return {
    id: request.id,
    type: request.type,
    fullname: request.fullname,
    partnerName: request.partnerName,
    email: request.email,
    phone: request.phone,
    contactMode: request.contactMode,
    address: presentOptionalAddress(request),
    status: request.status,
    reviewedBy: staffRef(request.reviewedBy, reviewer),
    signedBy: staffRef(request.signedBy, signer),
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
            state: (request.status === 'REJECTED' ? 'REJECTED' : 'APPROVED') as PartnerDecidedState,
            by: staffRef(request.decidedBy, row.decider),
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
