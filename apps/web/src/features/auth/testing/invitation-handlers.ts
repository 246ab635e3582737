import { http } from 'msw';
import type { InvitationLinkState } from '@forkly/contracts';
import { invitationCheckSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson } from '../../../../test/msw';

/** GET /invitation/check answering this state for every link (the registration's first step asks it). */
export const invitationCheckAnswers = (state: InvitationLinkState = 'usable') =>
  http.get(apiPath('/invitation/check'), () => contractJson(invitationCheckSchema, { state }));
