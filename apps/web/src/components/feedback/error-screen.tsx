import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

interface ErrorScreenProps {
  onRetry?: () => void;
  /** An extra line under the title, e.g. the translated server message. */
  detail?: string;
}

/** 'Oops an error occured' with a Retry button (SPEC.md section 2; the spelling is the product's). */
export function ErrorScreen({ onRetry, detail }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-red-50">
        <TriangleAlert className="h-7 w-7 text-red-700" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-ink">{t('feedback.errorTitle')}</h1>
      <p className="text-stone-700">{detail ?? t('feedback.errorHint')}</p>
      {onRetry && <Button onClick={onRetry}>{t('feedback.retry')}</Button>}
    </section>
  );
}
