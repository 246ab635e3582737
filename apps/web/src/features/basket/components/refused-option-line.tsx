import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBasket } from '../../../stores/basket-store';
import { lineItem } from '../lib/basket-lines';
import { lineRefusedForOptions } from '../lib/request-lines';
import { RemoveLineButton } from './remove-line-button';

/**
 * The basket line whose options the server refused at checkout (decision 045: an option removed
 * since, or a group made required), by name with its choices and a one-tap Remove, instead of a
 * message that names no line. The customer adds the dish again from the menu with today's choices.
 */
export function RefusedOptionLine({ fields, reason }: { fields: Record<string, string>; reason: string }) {
  const { t } = useTranslation('basket');
  const lines = useBasket((s) => s.orders);
  const line = lineRefusedForOptions(lines, fields);
  if (!line) return null;
  const name = lineItem(line)?.name ?? '';
  const choices = (line.options ?? []).map((option) => option.name).join(', ');
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="flex items-start gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {reason}
      </p>
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0 break-words">
          <span className="font-semibold">{name}</span>
          {choices && ` (${choices})`}
        </span>
        <RemoveLineButton lineId={line.id} name={name} />
      </div>
      <p>{t('optionRefused.hint')}</p>
    </div>
  );
}
