import { hashToken, randomToken } from '../../lib/tokens';
import type { Tx } from '../client';
import { refusalMail } from '../../features/partners/partner-mails';
import { auditLog, mailOutbox, oneTimeCodes } from '../schema/identity';
import { partnerRequests, type NewPartnerRequest } from '../schema/partners';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Invitation links live 7 days (DESIGN.md section 4). */
const INVITATION_DAYS = 7;

type Step = { at: Date; by: number };
interface SeedRequest {
  request: Omit<NewPartnerRequest, 'createdAt' | 'updatedAt' | 'status'>;
  askedAt: Date;
  review?: Step & { text: string };
  signOff?: Step & { text: string };
  decision?: Step & { state: 'APPROVED' | 'REJECTED' };
  /** COMPLETED: the demo account the invitation became. */
  completed?: { userId: number; at: Date };
}

/** The request row: statements, decision and completion as the staff screens would have left them. */
function row(seed: SeedRequest): NewPartnerRequest {
  const { review, signOff, decision, completed } = seed;
  const last = completed?.at ?? decision?.at ?? signOff?.at ?? review?.at ?? seed.askedAt;
  return {
    ...seed.request,
    status: completed ? 'COMPLETED' : (decision?.state ?? 'PENDING'),
    reviewStatement: review?.text,
    reviewedBy: review?.by,
    reviewedAt: review?.at,
    signoffStatement: signOff?.text,
    signedBy: signOff?.by,
    signedAt: signOff?.at,
    decidedBy: decision?.by,
    decidedAt: decision?.at,
    invitedAt: decision?.state === 'APPROVED' ? decision.at : undefined,
    completedUserId: completed?.userId,
    completedAt: completed?.at,
    createdAt: seed.askedAt,
    updatedAt: last,
  };
}

const statements = (r: { reviewStatement?: string | null; reviewedBy?: number | null; signoffStatement?: string | null; signedBy?: number | null }) => ({
  reviewStatement: r.reviewStatement ?? null,
  reviewedBy: r.reviewedBy ?? null,
  signoffStatement: r.signoffStatement ?? null,
  signedBy: r.signedBy ?? null,
});

/** The audit record the staff actions would have written (recordStaffAction's shape), so each request shows its history. */
function history(id: number, seed: SeedRequest, email: string): (typeof auditLog.$inferInsert)[] {
  const entry = (step: Step, action: string, before: object, after: object) => ({
    actorId: step.by,
    action,
    entity: 'partnerRequest',
    entityId: String(id),
    details: { before, after },
    createdAt: step.at,
  });
  const { review, signOff, decision } = seed;
  const reviewed = { reviewStatement: review?.text, reviewedBy: review?.by };
  const entries = [];
  if (review) entries.push(entry(review, 'partner.review', statements({}), statements(reviewed)));
  if (signOff)
    entries.push(entry(signOff, 'partner.signOff', statements(reviewed), statements({ ...reviewed, signoffStatement: signOff.text, signedBy: signOff.by })));
  if (decision) {
    const action = decision.state === 'APPROVED' ? 'partner.approve' : 'partner.reject';
    entries.push(entry(decision, action, { status: 'PENDING' }, { status: decision.state, decidedBy: decision.by }));
    if (decision.state === 'APPROVED') entries.push(entry(decision, 'partner.invite', { invitedAt: null }, { invitedAt: decision.at.toISOString(), email }));
  }
  return entries;
}

/**
 * The demo's partner requests, a few in every state, so the Partner Requests screen has work on
 * first start: two waiting for a review, one reviewed by `service` (so `admin` can sign it off),
 * one reviewed and signed off (ready to decide), one approved whose invitation is still open, one
 * rejected, and one completed into the demo courier `courier2`.
 */
export async function insertPartnerRequests(tx: Tx, users: Map<string, number>, now: Date): Promise<number> {
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * HOUR);
  const admin = users.get('admin')!;
  const service = users.get('service')!;
  const seeds: SeedRequest[] = [
    {
      request: {
        type: 'restaurant',
        fullname: 'Lisa Vogel',
        partnerName: "Vogel's Bowl Bar",
        email: 'lisa.vogel@example.com',
        phone: '+4915223456789',
        contactMode: 'EMAIL',
        street: 'Mülheimer Straße',
        houseNumber: '200',
        zip: '47058',
        city: 'Duisburg',
        latitude: 51.4372,
        longitude: 6.8121,
      },
      askedAt: ago(3),
    },
    {
      request: {
        type: 'courier',
        fullname: 'Marco Rossi',
        email: 'marco.rossi@example.com',
        phone: '+4917612312312',
        contactMode: 'PHONE',
        street: 'Düsseldorfer Straße',
        houseNumber: '88',
        zip: '47051',
        city: 'Duisburg',
        latitude: 51.4291,
        longitude: 6.7689,
      },
      askedAt: ago(0, 5),
    },
    {
      request: {
        type: 'restaurant',
        fullname: 'Jana Schulz',
        partnerName: 'Schulz Backstube',
        email: 'jana.schulz@example.com',
        phone: '+4920398765432',
        contactMode: 'PHONE',
        street: 'Sonnenwall',
        houseNumber: '61',
        zip: '47051',
        city: 'Duisburg',
        latitude: 51.4333,
        longitude: 6.7601,
      },
      askedAt: ago(4),
      review: {
        by: service,
        at: ago(2),
        text: 'Family bakery since 1962, hygiene certificate from March is on file. Breakfast and lunch menu, delivery radius 3 km would suit them.',
      },
    },
    {
      request: {
        type: 'courier',
        fullname: 'Felix Braun',
        email: 'felix.braun@example.com',
        phone: '+4915788899900',
        contactMode: 'EMAIL',
        street: 'Kardinal-Galen-Straße',
        houseNumber: '12',
        zip: '47051',
        city: 'Duisburg',
        latitude: 51.4287,
        longitude: 6.7722,
      },
      askedAt: ago(6),
      review: { by: service, at: ago(5), text: 'Cargo bike, can work weekday evenings. References from a bike shop checked by phone.' },
      signOff: { by: admin, at: ago(4), text: 'Agreed. Please approve once the insurance note arrives.' },
    },
    {
      request: {
        type: 'courier',
        fullname: 'Tobias Klein',
        email: 'tobias.klein@example.com',
        phone: '+4916098765432',
        contactMode: 'PHONE',
        street: 'Wanheimer Straße',
        houseNumber: '45',
        zip: '47053',
        city: 'Duisburg',
        latitude: 51.4203,
        longitude: 6.761,
      },
      askedAt: ago(5),
      review: { by: service, at: ago(3), text: 'Own e-bike and smartphone, available evenings and weekends. Interview went well.' },
      signOff: { by: admin, at: ago(2), text: 'Agreed, please send the invitation.' },
      decision: { by: admin, at: ago(2), state: 'APPROVED' },
    },
    {
      request: {
        type: 'service',
        fullname: 'Nina Hahn',
        email: 'nina.hahn@example.com',
        phone: '+4917655544433',
        contactMode: 'EMAIL',
        // Sent from the German page: her refusal in the outbox is in German (issue 22).
        locale: 'de',
        street: 'Sternbuschweg',
        houseNumber: '7',
        zip: '47057',
        city: 'Duisburg',
        latitude: 51.4229,
        longitude: 6.7902,
      },
      askedAt: ago(25),
      review: { by: admin, at: ago(20), text: 'No German-language support experience, which the role needs.' },
      signOff: { by: service, at: ago(19), text: 'Agree. Invite her to apply again next year.' },
      decision: { by: service, at: ago(19), state: 'REJECTED' },
    },
    {
      request: {
        type: 'courier',
        fullname: 'Sara Lange',
        email: 'courier2@forkly.demo',
        phone: '+4915112345679',
        contactMode: 'EMAIL',
        street: 'Friedrich-Wilhelm-Straße',
        houseNumber: '23',
        zip: '47051',
        city: 'Duisburg',
        latitude: 51.4318,
        longitude: 6.7671,
      },
      askedAt: ago(40),
      review: { by: service, at: ago(38), text: 'Experienced courier, two years with another platform.' },
      signOff: { by: admin, at: ago(37), text: 'Agreed.' },
      decision: { by: admin, at: ago(37), state: 'APPROVED' },
      completed: { userId: users.get('courier2')!, at: ago(35) },
    },
  ];
  const rows = await tx
    .insert(partnerRequests)
    .values(seeds.map(row))
    .returning({ id: partnerRequests.id, email: partnerRequests.email, type: partnerRequests.type, locale: partnerRequests.locale });
  await tx.insert(auditLog).values(rows.flatMap((r, i) => history(r.id, seeds[i]!, r.email)));
  // Approved requests have their invitation (its code unknown to anyone: staff send it again to get a link).
  const invitations = rows.flatMap((r, i) => {
    const { decision, completed } = seeds[i]!;
    if (decision?.state !== 'APPROVED') return [];
    const expiresAt = new Date(decision.at.getTime() + INVITATION_DAYS * DAY);
    return [
      {
        purpose: 'INVITATION' as const,
        codeHash: hashToken(randomToken()),
        partnerType: r.type,
        partnerRequestId: r.id,
        email: r.email,
        expiresAt,
        usedAt: completed?.at,
        createdAt: decision.at,
      },
    ];
  });
  await tx.insert(oneTimeCodes).values(invitations);
  // The refusal went out as mail: the outbox shows it, as it would after a real decision.
  const refusals = rows.flatMap((r, i) => {
    const seed = seeds[i]!;
    if (seed.decision?.state !== 'REJECTED') return [];
    const { to, subject, text, kind } = refusalMail({
      email: r.email,
      fullname: seed.request.fullname,
      type: r.type,
      partnerName: seed.request.partnerName ?? null,
      locale: r.locale,
    });
    return [{ to, subject, text, kind, createdAt: seed.decision.at, sentAt: seed.decision.at }];
  });
  if (refusals.length) await tx.insert(mailOutbox).values(refusals);
  return rows.length;
}
