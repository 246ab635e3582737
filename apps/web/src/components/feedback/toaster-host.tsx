import { lazy, Suspense, useState } from 'react';
import { useToastStore } from '../../stores/toast-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Mounts the Radix toaster when the first toast is raised, so pages that never show one (most
 * landing visits) do not download it. Once mounted it stays, keeping Radix's exit animation.
 */
export function ToasterHost() {
  const hasToast = useToastStore((s) => s.current !== undefined);
  const [mounted, setMounted] = useState(hasToast);
  if (hasToast && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
