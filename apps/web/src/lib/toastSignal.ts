// Whether a toast was asked for yet: components/Toaster/Toasts.tsx mounts the toast area then.
// Apart from lib/toast.ts, so the app shell does not load Mantine's notification store with it.
let wanted = false;
const listeners = new Set<() => void>();

/** True once a toast was asked for. */
export function toastsWanted(): boolean {
  return wanted;
}

/** Calls `listener` when the first toast is asked for. */
export function onFirstToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks that a toast is wanted (lib/toast.ts, before it shows one). */
export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}
