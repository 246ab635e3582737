// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPath, server } from '../../test/msw';
import { refreshSession } from './api-client';
import { startSession, useSession } from './session';

afterEach(() => {
  document.documentElement.lang = 'en';
  useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined });
});

describe('the token refresh (issue 22)', () => {
  it('sends the language the app shows, as login does, so mail follows the language last used', async () => {
    document.cookie = 'XSRF-TOKEN=test-token';
    await startSession({ access_token: 'old-access', refresh_token: 'old-refresh' });
    document.documentElement.lang = 'fi';
    const languages: (string | null)[] = [];
    server.use(
      http.post(apiPath('/system/auth/refresh'), ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return HttpResponse.json({ access_token: 'new-access', refresh_token: 'new-refresh' });
      }),
    );
    expect(await refreshSession()).toBe(true);
    expect(languages).toEqual(['fi']);
    expect(useSession.getState().refreshToken).toBe('new-refresh');
  });
});
