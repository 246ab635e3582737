import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface MenuSectionRef {
  id: string;
  title: string;
}

/** Follows which section is on screen, so the nav can mark it. */
function useActiveSection(ids: string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join('|');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        const first = key.split('|').find((id) => visible.get(id));
        if (first) setActive(first);
      },
      // The band just under the sticky header and this nav.
      { rootMargin: '-140px 0px -55% 0px' },
    );
    for (const id of key.split('|')) {
      const node = document.getElementById(id);
      if (node) observer.observe(node);
    }
    return () => observer.disconnect();
  }, [key]);
  return active;
}

/** The sticky row of category links above the menu; scrolls sideways on a phone. */
export function CategoryNav({ sections }: { sections: MenuSectionRef[] }) {
  const { t } = useTranslation('restaurants');
  const active = useActiveSection(sections.map((s) => s.id));
  if (sections.length < 2) return null;
  return (
    <nav
      aria-label={t('categories')}
      className="sticky top-(--header-height) z-30 -mx-4 border-b border-stone-200 bg-stone-50/95 px-4 backdrop-blur sm:-mx-6 sm:px-6"
    >
      <ul className="flex gap-2 overflow-x-auto py-3 [scrollbar-width:none]">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              aria-current={active === section.id ? 'true' : undefined}
              // Chromium leaves a half-visible pill where it is when it gets the focus: show it whole.
              onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
              className={clsx(
                // The row scrolls sideways and cuts off what is drawn outside it, also where focusing
                // a pill scrolls it to the edge: the ring is drawn inside the pill.
                'inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
                active === section.id ? 'bg-ink text-white' : 'bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-100',
              )}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
