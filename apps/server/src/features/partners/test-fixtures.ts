import { eq } from 'drizzle-orm';
import { auditLog, partnerRequests, type NewPartnerRequest } from '../../db/schema/index';
import type { TestContext } from '../../../test/helper';

/** Test helpers shared by the partner administration test files (not loaded by the app). */
export function partnerFixtures(ctx: () => TestContext) {
  let seq = 0;

  /** A partner request as the become-a-partner form leaves it, with any column overridden. */
  const createRequest = async (overrides: Partial<NewPartnerRequest> = {}) => {
    seq += 1;
    const [row] = await ctx()
      .db.insert(partnerRequests)
      .values({
        type: 'restaurant',
        fullname: `Partner ${seq}`,
        partnerName: `Kitchen ${seq}`,
        email: `partner${seq}.${Date.now()}@example.test`,
        phone: '+49203555000',
        contactMode: 'EMAIL',
        street: 'Königstraße',
        houseNumber: String(seq),
        zip: '47051',
        city: 'Duisburg',
        ...overrides,
      })
      .returning();
    return row!;
  };

  const find = async (id: number) => (await ctx().db.query.partnerRequests.findFirst({ where: eq(partnerRequests.id, id) }))!;

  const history = (id: number) => ctx().db.query.auditLog.findMany({ where: eq(auditLog.entityId, String(id)), orderBy: (a, { asc }) => [asc(a.id)] });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) => ctx().request({ method, url: `/api${url}`, token, payload });

  const review = (id: number, token: string, text = 'Checked the hygiene certificate and the menu.') =>
    call('PUT', `/partner/${id}/review?reviewStatement=${encodeURIComponent(text)}`, token);
  const signOff = (id: number, token: string, text = 'Agreed.') => call('PUT', `/partner/${id}/sign-off?signoffStatement=${encodeURIComponent(text)}`, token);
  const decide = (id: number, token: string, state: string) => call('PUT', `/partner/${id}/change-state?state=${state}`, token);

  /** Reviewed by one staff member and signed off by another: ready for a decision. */
  const readyRequest = async (reviewerId: number, signerId: number, overrides: Partial<NewPartnerRequest> = {}) => {
    const at = new Date();
    return createRequest({
      reviewStatement: 'Good fit.',
      reviewedBy: reviewerId,
      reviewedAt: at,
      signoffStatement: 'Agreed.',
      signedBy: signerId,
      signedAt: at,
      ...overrides,
    });
  };

  return { createRequest, readyRequest, find, history, call, review, signOff, decide };
}
