import { wantToasts } from './toastSignal';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/**
 * Shows one toast; a new one replaces whatever is on screen (spec: one at a time). Toasts answer
 * what a visitor does, so their code (Mantine's notifications) loads with the first one, not
 * with the page; toasts asked for meanwhile show in the order asked.
 */
export function toast(options: ToastOptions): void {
  wantToasts();
  void import('./toastShow').then(({ showToast }) => showToast(options));
}
