// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ticket, TicketStatus } from '@forkly/contracts';
import { ticketResponseSchema, ticketSchema } from '@forkly/contracts/schemas';
import { apiError, apiPath, contractJson, recordRequests, server, type SentRequest } from '../../../../test/msw';
import { useToastStore } from '../../../stores/toast-store';
import { ReplyForm } from './reply-form';
import { StaffActions } from './staff-actions';

afterEach(async () => {
  cleanup();
  useToastStore.getState().dismiss();
  await i18n.changeLanguage('en');
});

const ticketIn = (status: TicketStatus): Ticket => ({
  id: 5,
  userId: 1,
  restaurantId: null,
  courierId: null,
  serviceId: status === 'OPEN' ? null : 9,
  orderId: null,
  issueType: 'other',
  subject: 'Where is my order?',
  description: 'It is late.',
  status,
  user: { id: 1, name: 'Clara Kunde', role: 'USER', username: 'clara' },
  service: status === 'OPEN' ? null : { id: 9, name: 'Sam Support', role: 'SERVICE', username: 'sam' },
  restaurant: null,
  order: null,
  responseCount: 0,
  createdAt: '2025-03-01T18:30:00Z',
  updatedAt: '2025-03-01T18:30:00Z',
});

/** Our ticket endpoints answer with `reply`; returns every request the app sent but the CSRF cookie's, as "METHOD path?query". */
function fakeApi(reply: (method: string, url: URL) => Response) {
  const answer = ({ request }: { request: Request }) => reply(request.method, new URL(request.url));
  server.use(
    http.post(apiPath('/ticket/:id/accept'), answer),
    http.post(apiPath('/service-ticket/:id'), answer),
    http.delete(apiPath('/ticket/:id'), answer),
    http.post(apiPath('/response/ticket/:id'), answer),
  );
  return recordRequests();
}
/** What was sent, but the CSRF cookie: method, path with query, and the JSON body if there was one. */
const sentCalls = (sent: SentRequest[]) =>
  sent
    .filter((r) => r.url.pathname !== '/api/csrf')
    .map((r) => ({ method: r.method, path: `${r.url.pathname}${r.url.search}`, ...(r.body === undefined ? {} : { body: r.body }) }));

function renderWith(ui: React.ReactNode) {
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
}

const toastText = () => useToastStore.getState().current;
const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('StaffActions', () => {
  it('offers only the moves the server allows for each status', () => {
    renderWith(<StaffActions ticket={ticketIn('OPEN')} />);
    expect(buttonNames()).toEqual(['Accept ticket', 'Close ticket']);
    cleanup();
    renderWith(<StaffActions ticket={ticketIn('IN_PROGRESS')} />);
    expect(buttonNames()).toEqual(['Mark completed', 'Close ticket']);
    cleanup();
    renderWith(<StaffActions ticket={ticketIn('COMPLETED')} />);
    expect(buttonNames()).toEqual([]);
  });

  it('accepts an OPEN ticket and says so', async () => {
    const calls = fakeApi(() => contractJson(ticketSchema, ticketIn('IN_PROGRESS')));
    renderWith(<StaffActions ticket={ticketIn('OPEN')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept ticket' }));
    await waitFor(() => expect(toastText()).toMatchObject({ kind: 'success', description: 'The ticket is now yours.' }));
    expect(sentCalls(calls)).toEqual([{ method: 'POST', path: '/api/ticket/5/accept' }]);
  });

  it("sets the status through /service-ticket/{id}?status with SPEC.md's toast, and shows the server's message on failure", async () => {
    const calls = fakeApi((_method, url) =>
      url.searchParams.get('status') === 'CLOSED' ? apiError(409, 'conflict', 'Conflict') : contractJson(ticketSchema, ticketIn('COMPLETED')),
    );
    renderWith(<StaffActions ticket={ticketIn('IN_PROGRESS')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark completed' }));
    await waitFor(() => expect(toastText()).toMatchObject({ kind: 'success', description: 'Status updated successfully' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close ticket' }));
    await waitFor(() => expect(toastText()?.kind).toBe('error'));
    expect(sentCalls(calls).map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/service-ticket/5?status=COMPLETED',
      'POST /api/service-ticket/5?status=CLOSED',
    ]);
  });

  it('lets ADMIN delete a ticket in any status after a confirmation; Cancel deletes nothing and gives the focus back', async () => {
    const calls = fakeApi(() => new HttpResponse(null, { status: 204 }));
    const onDeleted = vi.fn();
    renderWith(<StaffActions ticket={ticketIn('COMPLETED')} canDelete onDeleted={onDeleted} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete ticket #5?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(sentCalls(calls)).toEqual([]);

    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete ticket' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(sentCalls(calls)).toEqual([{ method: 'DELETE', path: '/api/ticket/5' }]);
    expect(toastText()).toMatchObject({ kind: 'success', description: 'Ticket #5 has been deleted.' });
  });

  it('translates the actions and the question', async () => {
    await i18n.changeLanguage('de');
    renderWith(<StaffActions ticket={ticketIn('OPEN')} canDelete />);
    expect(buttonNames()).toEqual(['Ticket übernehmen', 'Ticket schließen', 'Löschen']);
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByRole('alertdialog', { name: 'Ticket #5 löschen?' })).toBeTruthy();
  });
});

describe('ReplyForm (staff)', () => {
  it("says 'Response is required' for an empty response and sends nothing", async () => {
    const calls = fakeApi(() => new HttpResponse(null, { status: 201 }));
    renderWith(<ReplyForm ticketId={5} canAskCustomer onSent={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send response' }));
    expect(await screen.findByText('Response is required')).toBeTruthy();
    expect(sentCalls(calls)).toEqual([]);
  });

  it('posts the response (and PENDING when waiting for the customer) and confirms it', async () => {
    const calls = fakeApi(() =>
      contractJson(ticketResponseSchema, { id: 1, ticketId: 5, response: 'On its way', author: null, createdAt: '2025-03-01T18:35:00Z' }, { status: 201 }),
    );
    const onSent = vi.fn();
    renderWith(<ReplyForm ticketId={5} canAskCustomer onSent={onSent} />);
    fireEvent.input(screen.getByLabelText('Your response'), { target: { value: 'On its way' } });
    fireEvent.click(screen.getByLabelText('Wait for their answer (pending)'));
    fireEvent.click(screen.getByRole('button', { name: 'Send response' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sentCalls(calls)).toEqual([{ method: 'POST', path: '/api/response/ticket/5', body: { response: 'On its way', status: 'PENDING' } }]);
    expect(toastText()).toMatchObject({ kind: 'success', description: 'Your response has been sent.' });
  });
});
