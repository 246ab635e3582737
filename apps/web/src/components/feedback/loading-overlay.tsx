import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner';

interface LoadingOverlayProps {
  /** 'item' while one item's details load (SPEC.md section 2). */
  variant?: 'default' | 'item';
  /** Cover the screen (default) or only fill the surrounding area, e.g. a dashboard panel. */
  fullScreen?: boolean;
}

export function LoadingOverlay({ variant = 'default', fullScreen = true }: LoadingOverlayProps) {
  const { t } = useTranslation();
  const text = variant === 'item' ? t('feedback.loadingItem') : t('feedback.loading');
  return (
    <div
      role="status"
      aria-live="polite"
      className={clsx(
        'flex flex-col items-center justify-center gap-4 text-center',
        fullScreen ? 'fixed inset-0 z-50 bg-white/85 backdrop-blur-sm' : 'min-h-[40vh] w-full',
      )}
    >
      <Spinner />
      <p className="text-base font-semibold text-ink">{text}</p>
    </div>
  );
}
