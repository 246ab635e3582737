import { clsx } from 'clsx';
import { PERFORMANCE_PERIODS, type PerformancePeriod } from '@forkly/contracts';

interface PeriodSwitchProps {
  label: string;
  value: PerformancePeriod;
  labels: Record<PerformancePeriod, string>;
  onChange: (period: PerformancePeriod) => void;
}

/** Day or week: two toggle buttons, the chosen one pressed. */
export function PeriodSwitch({ label, value, labels, onChange }: PeriodSwitchProps) {
  return (
    <div role="group" aria-label={label} className="inline-flex self-start rounded-xl bg-stone-100 p-1 ring-1 ring-stone-200">
      {PERFORMANCE_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={value === period}
          onClick={() => onChange(period)}
          className={clsx(
            'min-h-11 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
            value === period ? 'bg-white text-ink shadow-sm ring-1 ring-stone-300' : 'text-stone-700 hover:text-ink',
          )}
        >
          {labels[period]}
        </button>
      ))}
    </div>
  );
}

/** The period in the URL (`period=day|week`), so a reload or a shared link keeps it. */
export function periodOf(value: string | null | undefined, fallback: PerformancePeriod): PerformancePeriod {
  return (PERFORMANCE_PERIODS as readonly string[]).includes(value ?? '') ? (value as PerformancePeriod) : fallback;
}
