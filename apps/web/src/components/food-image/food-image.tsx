import { clsx } from 'clsx';
import { useState } from 'react';
import { endpointPath, imagesEndpoints, srcsetWidths, type ImageWidth } from '@forkly/contracts';
import { API_BASE_URL } from '../../lib/api-client';
import bowl from './assets/fallback-bowl.svg';
import burger from './assets/fallback-burger.svg';
import pizza from './assets/fallback-pizza.svg';

/** SPEC.md section 9: a missing picture is replaced by one of three fallback images. */
const FALLBACKS = [bowl, pizza, burger] as const;

export function imageUrl(imageId: number, width: ImageWidth): string {
  return `${API_BASE_URL}${endpointPath(imagesEndpoints.loadImage, { id: imageId })}?w=${width}`;
}

export function fallbackImage(seed: number): string {
  return FALLBACKS[Math.abs(Math.trunc(seed)) % FALLBACKS.length]!;
}

interface FoodImageProps {
  imageId: number | null | undefined;
  /** Picks the fallback, so the same item always shows the same one. */
  seed: number;
  /** The largest width the picture is shown at, in CSS pixels. */
  maxWidth: ImageWidth;
  /** The `sizes` attribute (PICTURE_SIZES for a preloaded picture); defaults to the max width. */
  sizes?: string;
  className?: string;
  /** Empty when the name is written next to the picture (it adds nothing for a screen reader). */
  alt?: string;
  priority?: boolean;
}

/** A stored picture in the width the layout needs (srcset), or a bundled fallback. */
export function FoodImage({ imageId, seed, maxWidth, sizes, className, alt = '', priority = false }: FoodImageProps) {
  const [failed, setFailed] = useState(false);
  const shared = { alt, className: clsx('bg-stone-100 object-cover', className), width: 4, height: 3 };
  if (!imageId || failed) return <img src={fallbackImage(seed)} {...shared} />;
  // The same list the server's preload offers (route-preloads.ts), so the browser picks one picture for both.
  const widths = srcsetWidths(maxWidth);
  return (
    <img
      {...shared}
      src={imageUrl(imageId, maxWidth)}
      srcSet={widths.map((w) => `${imageUrl(imageId, w)} ${w}w`).join(', ')}
      sizes={sizes ?? `${maxWidth}px`}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
