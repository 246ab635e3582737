import { defineEndpoint } from '../endpoint';
import { STAFF } from '../roles';

/** A restaurant's branches (DESIGN.md section 6, "Branches"; SPEC.md section 7); ownership in the service. */
const tag = 'branches';

export const listBranches = defineEndpoint({
  method: 'GET',
  path: '/restaurant/:id/branches',
  access: [...STAFF, 'RESTAURANT_ADMIN'],
  tag,
  params: 'idParamsSchema',
  query: 'branchListQuerySchema',
  answer: { status: 200, schema: 'branchPageSchema' },
});

export const addBranch = defineEndpoint({
  method: 'POST',
  path: '/restaurant/add-branch',
  access: ['RESTAURANT_ADMIN'],
  tag,
  description: "A branch of the caller's restaurant with its own login (RESTAURANT_BRANCH), starting with a copy of the menus and extras.",
  body: 'addBranchSchema',
  answer: { status: 201, schema: 'branchSchema' },
});
