import { useEffect } from 'react';
import type { ToastOptions } from '../lib/toast';
import { toast } from '../lib/toast';

/** Shows a destructive toast once each time `failed` turns true (a query that failed to load). */
export function useErrorToast(failed: boolean, options: Omit<ToastOptions, 'variant'>): void {
  const { title, description } = options;
  useEffect(() => {
    if (failed) toast({ title, description, variant: 'destructive' });
  }, [failed, title, description]);
}
