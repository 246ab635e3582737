// Test support for the partner requests page's tests: a request, and the API as the page sees it (MSW).
import { HttpResponse, http, type JsonBodyType } from 'msw';
import type { PartnerRequestDetail } from '@forkly/contracts';
import { nameMatchesSchema, pagedPartnerRequestsSchema, partnerRequestDetailSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, server } from '../../../../test/msw';

export const ME = 5;
export const at = '2025-03-12T11:35:00.000Z';

export function request(overrides: Partial<PartnerRequestDetail> = {}): PartnerRequestDetail {
  return {
    id: 7,
    type: 'restaurant',
    fullname: 'Lisa Vogel',
    partnerName: "Vogel's Bowl Bar",
    email: 'lisa@example.test',
    phone: '+49203555',
    contactMode: 'EMAIL',
    address: { street: 'Mülheimer Straße', houseNumber: '200', apartmentNr: '', zip: '47058', city: 'Duisburg', floor: 0, latitude: null, longitude: null },
    status: 'PENDING',
    reviewedBy: null,
    signedBy: null,
    createdAt: at,
    decidedAt: null,
    review: null,
    signOff: null,
    decision: null,
    invitation: null,
    completedAccount: null,
    completedAt: null,
    history: [],
    ...overrides,
  };
}

export interface World {
  request: PartnerRequestDetail;
  /** The answer to the next change, when it should be refused. */
  refuse?: { status: number; body: unknown };
}

interface Call {
  url: URL;
  body: Record<string, string>;
}

/** The API as the page sees it (MSW), one handler per endpoint; each call is recorded as "METHOD path?query body". */
export function fakeApi(world: World) {
  const calls: string[] = [];
  const recorded =
    (answer: (call: Call) => Response) =>
    async ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      calls.push(`${request.method} ${url.pathname}${url.search}${text ? ` ${text}` : ''}`);
      return answer({ url, body: text ? (JSON.parse(text) as Record<string, string>) : {} });
    };
  /** A change to the request: refused when the world says so, else `change` applies and the request is answered. */
  const changing = (change: (call: Call, by: { id: number; username: string; name: string }) => void) =>
    recorded((call) => {
      if (world.refuse) return HttpResponse.json(world.refuse.body as JsonBodyType, { status: world.refuse.status });
      change(call, { id: ME, username: 'me', name: 'Mia Meier' });
      return contractJson(partnerRequestDetailSchema, world.request);
    });
  const id = world.request.id;
  server.use(
    http.get(
      apiPath('/paged-registrations'),
      recorded(() => {
        const { review: _r, signOff: _s, decision: _d, invitation: _i, completedAccount: _c, completedAt: _ca, history: _h, ...summary } = world.request;
        return contractJson(pagedPartnerRequestsSchema, { results: [summary], totalCount: 1, totalPages: 1 });
      }),
    ),
    http.get(
      apiPath(`/partner/${id}`),
      recorded(() => contractJson(partnerRequestDetailSchema, world.request)),
    ),
    http.get(
      apiPath('/name-lookup'),
      recorded(({ url }) => {
        const staff = [
          { id: 2, name: 'Sven Service', role: 'SERVICE' as const },
          { id: 3, name: 'Ada Admin', role: 'ADMIN' as const },
        ];
        const ids = url.searchParams.get('ids')?.split(',').map(Number);
        const search = url.searchParams.get('search')?.toLowerCase() ?? '';
        return contractJson(nameMatchesSchema, { results: staff.filter((p) => (ids ? ids.includes(p.id) : p.name.toLowerCase().includes(search))) });
      }),
    ),
    http.put(
      apiPath(`/partner/${id}/review`),
      changing(({ body }, by) => (world.request = { ...world.request, review: { statement: body.reviewStatement!, by, at }, reviewedBy: by })),
    ),
    http.put(
      apiPath(`/partner/${id}/sign-off`),
      changing(({ body }, by) => (world.request = { ...world.request, signOff: { statement: body.signoffStatement!, by, at }, signedBy: by })),
    ),
    http.put(
      apiPath(`/partner/${id}/change-state`),
      changing(
        ({ url }, by) => (world.request = { ...world.request, status: url.searchParams.get('state') as 'APPROVED', decision: { state: 'APPROVED', by, at } }),
      ),
    ),
    http.post(
      apiPath(`/partner/${id}/resend-invitation`),
      changing(() => undefined),
    ),
  );
  return calls;
}
