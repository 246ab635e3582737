import { ImageOff } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_UPLOAD_LIMITS } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { imageUrl } from '../../../components/food-image/food-image';

export interface ImageChoice {
  /** A newly chosen, checked file and its preview address. */
  file?: File;
  previewUrl?: string;
  /** Drop the current picture. */
  remove: boolean;
}

interface ImageFieldProps {
  currentImageId: number | null;
  value: ImageChoice;
  onPick: (file: File | undefined) => void;
  onRemove: () => void;
  /** Already translated. */
  error?: string;
  checking: boolean;
}

/** A local address for the chosen file's preview; undefined where the platform has none. */
export function previewUrlOf(file: File): string | undefined {
  try {
    return URL.createObjectURL(file);
  } catch {
    return undefined; // no preview then; the upload itself does not need one
  }
}

/** Frees a preview's memory once another file replaces it or the form closes. */
function useRevokeWhenDone(url: string | undefined) {
  useEffect(() => () => void (url?.startsWith('blob:') && URL.revokeObjectURL(url)), [url]);
}

/** The picture: a preview of what will be shown (the chosen file or the stored one), choose and remove. */
export function ImageField({ currentImageId, value, onPick, onRemove, error, checking }: ImageFieldProps) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const messageId = `${id}-message`;
  useRevokeWhenDone(value.previewUrl);
  const preview = value.previewUrl ?? (currentImageId && !value.remove ? imageUrl(currentImageId, 320) : undefined);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {t('form.image')}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {preview ? (
          <img src={preview} alt={t('form.preview')} className="h-24 w-32 rounded-lg bg-stone-100 object-cover" />
        ) : (
          <div className="flex h-24 w-32 flex-col items-center justify-center gap-1 rounded-lg bg-stone-100 text-xs text-stone-600">
            <ImageOff aria-hidden className="size-5" />
            {t('form.noImage')}
          </div>
        )}
        {preview && (
          <Button variant="ghost" size="sm" onClick={onRemove}>
            {t('form.removeImage')}
          </Button>
        )}
      </div>
      <input
        id={id}
        type="file"
        accept={IMAGE_UPLOAD_LIMITS.types.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
        aria-busy={checking || undefined}
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          // The same file chosen again after an error must fire again.
          event.target.value = '';
        }}
        className="w-full max-w-full text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-stone-100 file:px-3 file:py-2 file:font-semibold file:text-ink hover:file:bg-stone-200"
      />
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={messageId} className="text-sm text-stone-600">
          {t('form.imageHint')}
        </p>
      )}
    </div>
  );
}
