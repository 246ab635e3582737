import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { lineItem } from '../lib/basket-lines';
import { useSoldOutLines } from '../lib/sold-out';
import { RemoveLineButton } from './remove-line-button';

/**
 * The basket's dishes the restaurant no longer offers, each by name with a one-tap Remove (issue
 * 25). Shown in the cart and at checkout, which cannot place the order until they are gone.
 */
export function SoldOutLines() {
  const { t } = useTranslation('basket');
  const soldOut = useSoldOutLines();
  if (!soldOut.length) return null;
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="flex items-start gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {t('soldOut.title', { count: soldOut.length })}
      </p>
      <ul className="flex flex-col gap-2">
        {soldOut.map((line) => {
          const name = lineItem(line)?.name ?? '';
          return (
            <li key={line.id} className="flex items-center justify-between gap-3">
              <span className="min-w-0 break-words">
                <span className="font-semibold">{name}</span> · {t('soldOut.badge')}
              </span>
              <RemoveLineButton lineId={line.id} name={name} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
