import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** DESIGN.md section 6: name the source of the pictures actually in use (generated illustrations). */
export function ImageDisclaimer() {
  const { t } = useTranslation('landing');
  return (
    <aside aria-label={t('disclaimerLabel')} className="border-t border-stone-200 bg-stone-50">
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-6 text-sm text-stone-700 sm:px-6">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {t('disclaimer')}
      </p>
    </aside>
  );
}
