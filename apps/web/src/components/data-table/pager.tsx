import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark, e.g. "Order pages"; defaults to "Pages". */
  label?: string;
}

/** Previous / next for every numbered list; paging stops at totalPages (SPEC.md section 9). */
export function Pager({ page, totalPages, onPage, label }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label ?? t('table.pages')} className="flex items-center justify-between gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden className="size-4" />
        {t('table.previous')}
      </Button>
      <p className="text-sm text-stone-700" aria-live="polite">
        {t('table.position', { page, total: totalPages })}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('table.next')}
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </nav>
  );
}
