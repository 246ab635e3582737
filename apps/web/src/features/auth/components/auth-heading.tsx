import type { ReactNode } from 'react';

/** The page's one h1 and an optional line under it. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      {children && <p className="text-sm text-stone-700">{children}</p>}
    </div>
  );
}
