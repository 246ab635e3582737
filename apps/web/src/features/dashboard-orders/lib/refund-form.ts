import type { TFunction } from 'i18next';
import { isValidationMessageKey, type Order } from '@forkly/contracts';
import { translateServerMessage } from '../../../components/forms/field-message';
import { ApiError } from '../../../lib/api-error';
import { validationMessage } from '../../../lib/error-message';

/** How many of each line earlier refunds left to refund (issue 22); the server checks again. */
export function linesLeft(order: Pick<Order, 'lines' | 'refunds'>) {
  return order.lines.map((line) => {
    const refunded = order.refunds.flatMap((refund) => refund.lines).filter((r) => r.lineId === line.id);
    return { ...line, left: line.quantity - refunded.reduce((sum, r) => sum + r.quantity, 0) };
  });
}

/** Staff may refund a paid order that is not cancelled (a cancel refunds the rest) while something is left. */
export const mayRefund = (order: Pick<Order, 'paidAt' | 'status' | 'refundable'>) =>
  order.paidAt !== null && order.status !== 'CANCELLED' && order.refundable > 0;

/** The server's field errors by the dialog's fields: `lines.0.quantity` belongs to the lines. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields)) {
    const name = field.split('.')[0]!;
    fields[name] ??= message;
  }
  return fields;
}

/** A field's problem in the user's language: the dialog's own (a catalogue key) or the server's (English text). */
export function fieldText(t: TFunction, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  return isValidationMessageKey(text) ? validationMessage(t, text) : translateServerMessage(t, text);
}
