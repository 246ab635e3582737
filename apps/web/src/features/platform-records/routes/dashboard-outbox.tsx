import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMail } from '@forkly/contracts';
import { DataTable, TextFilter, useListParams, type Column } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { useDateTimeFormat } from '../../../lib/date-format';
import { useOutbox } from '../api/get-outbox';
import { MailDialog } from '../components/mail-dialog';

const FILTER_KEYS = ['to'] as const;

/**
 * /dashboard/outbox (ADMIN): the mail the offline provider kept (DESIGN.md section 1), so staff can
 * see that an invitation or a refusal went out, and to whom.
 */
export function Component() {
  const { t } = useTranslation('platformRecords');
  const formatDate = useDateTimeFormat();
  const list = useListParams(FILTER_KEYS);
  const query = useOutbox(list.apiQuery);
  const [reading, setReading] = useState<OutboxMail>();
  const columns: Column<OutboxMail>[] = [
    { id: 'when', header: t('outbox.columns.when'), cell: (mail) => <span className="whitespace-nowrap">{formatDate(mail.createdAt)}</span> },
    { id: 'to', header: t('outbox.columns.to'), cell: (mail) => <span className="break-all">{mail.to}</span> },
    { id: 'subject', header: t('outbox.columns.subject'), cell: (mail) => mail.subject },
    { id: 'kind', header: t('outbox.columns.kind'), cell: (mail) => t(`outbox.kinds.${mail.kind}`, { defaultValue: mail.kind }) },
    {
      id: 'action',
      header: t('outbox.columns.action'),
      cell: (mail) => (
        <Button size="sm" variant="secondary" onClick={() => setReading(mail)} aria-label={t('outbox.readMail', { subject: mail.subject, to: mail.to })}>
          {t('outbox.read')}
        </Button>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('outbox.title')}</h1>
        <p className="mt-1 text-stone-700">{t('outbox.intro')}</p>
      </div>
      <DataTable
        caption={t('outbox.title')}
        columns={columns}
        rowKey={(mail) => mail.id}
        query={query}
        list={list}
        empty={<p>{t('outbox.empty')}</p>}
        toolbar={<TextFilter label={t('outbox.filters.to')} value={list.filters.to} onChange={(value) => list.setFilter('to', value)} />}
      />
      <MailDialog mail={reading} onClose={() => setReading(undefined)} />
    </div>
  );
}
