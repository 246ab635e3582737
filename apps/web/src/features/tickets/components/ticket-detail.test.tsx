// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ticket } from '@forkly/contracts';
import { pagedResponsesSchema, ticketSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, server } from '../../../../test/msw';
import { TicketDetail } from './ticket-detail';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const completed: Ticket = {
  id: 5,
  userId: 1,
  restaurantId: null,
  courierId: null,
  serviceId: 9,
  orderId: null,
  issueType: 'other',
  subject: 'Where is my order?',
  description: 'It is late.',
  status: 'COMPLETED',
  user: { id: 1, name: 'Clara Kunde', role: 'USER', username: 'clara' },
  service: { id: 9, name: 'Sam Support', role: 'SERVICE', username: 'sam' },
  restaurant: null,
  order: null,
  responseCount: 0,
  createdAt: '2025-03-01T18:30:00Z',
  updatedAt: '2025-03-01T19:30:00Z',
};

function renderTicket(viewer: { id: number; staff: boolean }) {
  server.use(
    http.get(apiPath('/ticket/5'), () => contractJson(ticketSchema, completed)),
    http.get(apiPath('/paged-response'), () => contractJson(pagedResponsesSchema, { results: [], totalCount: 0, totalPages: 0 })),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TicketDetail ticketId={5} viewer={viewer} onDeleted={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('a finished ticket (issue 10)', () => {
  it('tells the customer who raised it to open a new one', async () => {
    renderTicket({ id: 1, staff: false });
    expect(await screen.findByText('This ticket is finished. Open a new one if you need more help.')).toBeTruthy();
  });

  it('tells the service agent only that it takes no more responses', async () => {
    renderTicket({ id: 9, staff: true });
    expect(await screen.findByText('This ticket is finished and takes no more responses.')).toBeTruthy();
    expect(screen.queryByText(/Open a new one/)).toBeNull();
  });

  it('says so in German and Finnish', async () => {
    await i18n.changeLanguage('de');
    renderTicket({ id: 9, staff: true });
    expect(await screen.findByText('Dieses Ticket ist abgeschlossen und nimmt keine Antworten mehr an.')).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('fi');
    renderTicket({ id: 9, staff: true });
    expect(await screen.findByText('Tämä tukipyyntö on päättynyt, eikä siihen voi enää vastata.')).toBeTruthy();
  });
});
