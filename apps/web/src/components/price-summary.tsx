import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../lib/price-format';
import { LineOptions } from './line-options';

export interface SummaryLine {
  key: string;
  name: string;
  quantity: number;
  lineTotal: number;
  /** A dish's chosen options (decision 045). */
  options?: { id: number; name: string }[];
}

interface PriceSummaryProps {
  lines: SummaryLine[];
  subtotal: number;
  discount: number;
  deliveryFee: number;
  /** The courier's tip (issue 25); its row shows only when there is one. */
  tip?: number;
  total: number;
  promocode?: string;
  distanceMeters?: number;
  /** Newer prices are on their way: the figures shown are the previous ones. */
  updating?: boolean;
  /** Hide the lines (the review page lists them itself). */
  withoutLines?: boolean;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={clsx(
        'flex items-baseline justify-between gap-4',
        strong ? 'mt-1 border-t border-stone-200 pt-2 text-lg font-bold text-ink' : 'text-stone-800',
      )}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The server's prices: lines, subtotal, discount, delivery fee, tip and total (DESIGN.md section 6). */
export function PriceSummary(props: PriceSummaryProps) {
  const { t, i18n } = useTranslation('checkout');
  const price = useFormatPrice();
  const km =
    props.distanceMeters !== undefined
      ? new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
          props.distanceMeters / 1000,
        )
      : undefined;
  return (
    <div aria-busy={props.updating || undefined} className={clsx('flex flex-col gap-3 transition-opacity', props.updating && 'opacity-60')}>
      {!props.withoutLines && (
        <ul className="flex flex-col gap-2 border-b border-stone-200 pb-3" aria-label={t('summary.lines')}>
          {props.lines.map((line) => (
            <li key={line.key} className="flex items-baseline justify-between gap-4 text-stone-800">
              <span className="min-w-0">
                <span className="font-semibold tabular-nums">{line.quantity} ×</span> {line.name}
                <LineOptions options={line.options} />
              </span>
              <span className="tabular-nums">{price(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="flex flex-col gap-1.5">
        <Row label={t('summary.subtotal')} value={price(props.subtotal)} />
        {props.discount > 0 && (
          <Row label={props.promocode ? t('summary.discountWithCode', { code: props.promocode }) : t('summary.discount')} value={`−${price(props.discount)}`} />
        )}
        <Row label={km ? t('summary.deliveryFeeDistance', { km }) : t('summary.deliveryFee')} value={price(props.deliveryFee)} />
        {!!props.tip && <Row label={t('summary.tip')} value={price(props.tip)} />}
        <Row label={t('summary.total')} value={price(props.total)} strong />
      </dl>
    </div>
  );
}
