import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Previous / next for a paged list; paging stops at totalPages (SPEC.md section 9). */
export function Pager({ page, totalPages, onPage, label }: { page: number; totalPages: number; onPage: (page: number) => void; label: string }) {
  const { t } = useTranslation('tickets');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden className="size-4" />
        {t('pager.previous')}
      </Button>
      <p className="text-sm text-stone-700" aria-live="polite">
        {t('pager.position', { page, total: totalPages })}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </nav>
  );
}
