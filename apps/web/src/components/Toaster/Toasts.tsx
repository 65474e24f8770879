import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onFirstToast, toastsWanted } from '../../lib/toastSignal';

const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast area, mounted with the first toast: toasts answer what a visitor does, never the
 * first paint. A toast asked for before it mounts waits in Mantine's store and shows on mount.
 */
export function Toasts() {
  const wanted = useSyncExternalStore(onFirstToast, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
