import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

interface SettingsCardProps {
  title: string;
  description: string;
  /** The card's control (a switch or a button). */
  children: ReactNode;
  danger?: boolean;
}

/** One setting of the person page: what it does, and its control beside it (below on phones). */
export function SettingsCard({ title, description, children, danger = false }: SettingsCardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={clsx(
        'flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 sm:flex-row sm:items-center sm:justify-between sm:p-6',
        danger ? 'ring-red-200' : 'ring-stone-200',
      )}
    >
      <div className="flex max-w-xl flex-col gap-1">
        <h2 id={id} className={clsx('text-lg font-semibold', danger ? 'text-red-800' : 'text-ink')}>
          {title}
        </h2>
        <p className="text-sm text-stone-700">{description}</p>
      </div>
      <div className="shrink-0">{children}</div>
    </section>
  );
}
