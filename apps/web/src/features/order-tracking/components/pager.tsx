import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Previous / next; paging stops at totalPages (SPEC.md section 9). */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('tracking');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} className="flex items-center justify-between gap-2">
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
