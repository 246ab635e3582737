// @vitest-environment jsdom
import { onlineManager, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { useState } from 'react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath, recordRequests, server } from '../../test/msw';
import { VisibilitySwitch } from '../features/catalogue-admin';
import { useToastStore } from '../stores/toast-store';
import { api } from './api-client';
import { createQueryClient } from './query-client';

/** A catalogue row's switch wired as the catalogue page wires it: no toast of its own on failure. */
function Row() {
  const [visible, setVisible] = useState(true);
  const toggle = useMutation({
    mutationFn: () => api<{ visible: boolean }>(`/menu/1/${visible ? 'disable' : 'enable'}-visibility`, { method: 'POST' }),
    onSuccess: (saved) => setVisible(saved.visible),
  });
  return <VisibilitySwitch name="Pizza" visible={visible} pending={toggle.isPending} onToggle={() => toggle.mutate()} />;
}

function renderRow() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Row />
    </QueryClientProvider>,
  );
  return screen.getByRole('switch') as HTMLButtonElement;
}

/** What the browser says, and what TanStack Query learns from its online/offline events. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  onlineManager.setOnline(online);
}
const toastNow = () => useToastStore.getState().current;

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
  useToastStore.setState({ current: undefined });
  await i18n.changeLanguage('en');
});

describe('a change tried without a connection (issue 10)', () => {
  it.each([
    ['en', 'Network connection lost. Connect and try again'],
    ['de', 'Netzwerkverbindung unterbrochen. Bitte verbinden und erneut versuchen'],
    ['fi', 'Verkkoyhteys katkesi. Yhdistä ja yritä uudelleen'],
  ])('offline (%s): says so at once, sends nothing, and the switch is back as it was', async (language, message) => {
    await i18n.changeLanguage(language);
    const sent = recordRequests();
    setOnline(false);
    const toggle = renderRow();
    fireEvent.click(toggle);
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'error', description: message }));
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it('a request that cannot reach the server says the same', async () => {
    server.use(http.post(apiPath('/menu/1/disable-visibility'), () => HttpResponse.error()));
    setOnline(true);
    const toggle = renderRow();
    fireEvent.click(toggle);
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'error', description: 'Network connection lost. Connect and try again' }));
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('online, the change goes through and no error is shown', async () => {
    server.use(http.post(apiPath('/menu/1/disable-visibility'), () => HttpResponse.json({ visible: false })));
    setOnline(true);
    const toggle = renderRow();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(toastNow()).toBeUndefined();
  });
});
