// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ticket } from '@forkly/contracts';
import { ticketSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, server } from '../../../../test/msw';
import { StatusBadge } from './status-badge';
import { TicketForm } from './ticket-form';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

function renderForm(onCreated = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TicketForm onCreated={onCreated} orders={[{ id: 7, orderNumber: 'FK-100007', restaurant: { name: 'Sakura' }, createdAt: '2025-03-01T18:30:00Z' }]} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onCreated;
}

describe('TicketForm', () => {
  it("shows SPEC.md section 5's messages for an empty form, the description's reading 'Username is required'", async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText('Invalid option')).toBeTruthy();
    expect(screen.getByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByLabelText('Issue type').getAttribute('aria-invalid')).toBe('true');
    // Beside SPEC's message, the hint says what the description wants; both are read with the field.
    const description = screen.getByLabelText('Description');
    expect(description.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(screen.getByText(/^Describe what happened in a few sentences/)).toBeTruthy();
  });

  it('translates the options and messages', async () => {
    await i18n.changeLanguage('de');
    renderForm();
    expect(screen.getByRole('option', { name: 'Allgemeine Anfrage' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ticket senden' }));
    expect(await screen.findByText(i18n.t('validation:subjectRequired'))).toBeTruthy();
  });

  it('sends issuetype, subject, description and the chosen order', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiPath('/ticket'), async ({ request }) => {
        bodies.push(await request.json());
        const ticket: Ticket = {
          id: 3,
          userId: 1,
          restaurantId: null,
          courierId: null,
          serviceId: null,
          orderId: 7,
          issueType: 'order_issues',
          subject: 'Cold soup',
          description: 'Cold.',
          status: 'OPEN',
          user: { id: 1, name: 'Clara', role: 'USER' },
          service: null,
          restaurant: null,
          order: { id: 7, orderNumber: 'FK-100007' },
          responseCount: 0,
          createdAt: '2025-03-01T18:30:00Z',
          updatedAt: '2025-03-01T18:30:00Z',
        };
        return contractJson(ticketSchema, ticket, { status: 201 });
      }),
    );
    const onCreated = renderForm();
    fireEvent.change(screen.getByLabelText('Issue type'), { target: { value: 'order_issues' } });
    fireEvent.input(screen.getByLabelText('Subject'), { target: { value: 'Cold soup' } });
    fireEvent.input(screen.getByLabelText('Description'), { target: { value: 'Cold.' } });
    fireEvent.change(screen.getByLabelText('Order (optional)'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 3 })));
    expect(bodies).toEqual([{ issuetype: 'order_issues', subject: 'Cold soup', description: 'Cold.', orderId: 7 }]);
  });
});

describe('StatusBadge', () => {
  it('reads IN_PROGRESS as "IN PROGRESS", translated', async () => {
    render(<StatusBadge status="IN_PROGRESS" />);
    expect(screen.getByText('IN PROGRESS')).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('fi');
    render(<StatusBadge status="IN_PROGRESS" />);
    expect(screen.getByText('KÄSITTELYSSÄ')).toBeTruthy();
  });
});
