import { useTranslation } from 'react-i18next';
import type { OutboxMail } from '@forkly/contracts';
import { useDateTimeFormat } from '../../../lib/date-format';
import { DialogShell } from '../../../components/ui/dialog-shell';

/** One mail as it was sent: recipient, subject, time and the plain text (links stay readable). */
export function MailDialog({ mail, onClose }: { mail: OutboxMail | undefined; onClose: () => void }) {
  const { t } = useTranslation('platformRecords');
  const formatDate = useDateTimeFormat();
  return (
    <DialogShell
      open={!!mail}
      onOpenChange={(open) => !open && onClose()}
      title={mail?.subject ?? ''}
      description={mail ? t('outbox.sentTo', { to: mail.to, when: formatDate(mail.createdAt) }) : ''}
    >
      {mail && <pre className="overflow-x-auto px-6 pb-6 font-sans text-sm break-words whitespace-pre-wrap text-ink">{mail.text}</pre>}
    </DialogShell>
  );
}
