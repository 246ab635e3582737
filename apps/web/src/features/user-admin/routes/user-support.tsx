import { useTranslation } from 'react-i18next';
import { TicketsView } from '../../tickets';
import { usePerson } from '../lib/person-context';

/**
 * /dashboard/users/{id}/support: the person's tickets, worked on as in the Tickets section.
 * SPEC.md's table says "user orders" here too; staff need the tickets (decision 011).
 */
export function Component() {
  const { t } = useTranslation('userAdmin');
  const { user, viewer } = usePerson();
  return <TicketsView viewer={{ id: viewer.currentUserId, staff: true }} statusFilter userId={user.id} empty={{ text: t('support.empty') }} />;
}
