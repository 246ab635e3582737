import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A detail page's facts as label/value pairs in a grid (a courier's rating, a member's e-mail, ...). */
export function FactList({ facts, className }: { facts: [label: string, value: ReactNode][]; className?: string }) {
  return (
    <dl className={clsx('grid gap-3 sm:grid-cols-2', className)}>
      {facts.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-xs font-semibold text-stone-700 uppercase">{label}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
