import type { OutboxMail } from '@forkly/contracts';

export function presentOutboxMail(row: { id: number; to: string; subject: string; text: string; kind: string; createdAt: Date }): OutboxMail {
  return { id: row.id, to: row.to, subject: row.subject, text: row.text, kind: row.kind, createdAt: row.createdAt.toISOString() };
}
