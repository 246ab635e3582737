import { clsx } from 'clsx';

/** The Forkly mark: a fork inside a speech-bubble-like plate, drawn inline so nothing loads. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={clsx('h-8 w-8', className)} aria-hidden="true">
      <rect width="32" height="32" rx="9" fill="#c2410c" />
      <path
        d="M11 7v7.5a3 3 0 0 0 2.5 2.96V25a1.5 1.5 0 0 0 3 0v-7.54A3 3 0 0 0 19 14.5V7"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M15 7v6" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <circle cx="23.5" cy="9" r="2.5" fill="#ffd8a8" />
    </svg>
  );
}

export function Wordmark({ className }: { className?: string }) {
  return <span className={clsx('text-xl font-extrabold tracking-tight text-ink', className)}>Forkly</span>;
}
