import { escapeHtml } from './escape-html';
import type { Mail } from './mailer';

/**
 * One part of a mail: a paragraph (line breaks kept), a link with the sentence that leads to it or
 * a label, or a table of labels and amounts.
 */
export type MailBlock = string | { href: string; lead: string } | { href: string; label: string } | { rows: readonly (readonly [string, string])[] };

function asText(block: MailBlock): string {
  if (typeof block === 'string') return block;
  if ('rows' in block) return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  return 'lead' in block ? `${block.lead}\n${block.href}` : `${block.label}: ${block.href}`;
}

function asHtml(block: MailBlock): string {
  const lines = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');
  if (typeof block === 'string') return `<p>${lines(block)}</p>`;
  if ('rows' in block)
    return `<table>${block.rows.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(value)}</td></tr>`).join('')}</table>`;
  const href = escapeHtml(block.href);
  return 'lead' in block ? `<p>${lines(block.lead)}<br><a href="${href}">${href}</a></p>` : `<p><a href="${href}">${escapeHtml(block.label)}</a></p>`;
}

/** A mail's plain text and HTML from the same blocks, so the two never say different things. */
export function composeMail(mail: { to: string; subject: string; kind: string; heading?: string; blocks: readonly MailBlock[] }): Mail {
  const text = [...(mail.heading ? [mail.heading] : []), ...mail.blocks.map(asText)].join('\n\n');
  const html = `${mail.heading ? `<h1>${escapeHtml(mail.heading)}</h1>` : ''}${mail.blocks.map(asHtml).join('')}`;
  return { to: mail.to, subject: mail.subject, kind: mail.kind, text, html };
}
