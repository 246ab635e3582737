/** What other features may use of `tickets` (docs/decisions/024-web-feature-boundaries.md). */
export { StatusBadge } from './components/status-badge';
export { TicketsView } from './components/tickets-view';
export { personLabel } from './lib/person-label';
export { ticketKeys } from './api/ticket-keys';
