import { clsx } from 'clsx';

/** The landing page's h2 with its optional lead line, so every section reads the same way. */
export function SectionHeading({ id, title, subtitle, className }: { id: string; title: string; subtitle?: string; className?: string }) {
  return (
    <div className={clsx('max-w-2xl', className)}>
      <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl">
        {title}
      </h2>
      {subtitle && <p className="mt-3 text-lg text-stone-700">{subtitle}</p>}
    </div>
  );
}
