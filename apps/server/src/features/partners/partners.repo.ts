import type { Database } from '../../db/client';
import { partnerRequests, type NewPartnerRequest } from '../../db/schema/index';

export async function insertPartnerRequest(db: Database, values: NewPartnerRequest) {
  const [row] = await db.insert(partnerRequests).values(values).returning({ id: partnerRequests.id });
  return row!;
}
