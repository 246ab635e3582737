import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A text link in the auth screens: brand-700 keeps AA contrast on white. */
export function AuthLink({ to, children, state }: { to: string; children: ReactNode; state?: unknown }) {
  return (
    <Link
      to={to}
      state={state}
      className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {children}
    </Link>
  );
}
