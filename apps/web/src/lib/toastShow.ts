import { notifications } from '@mantine/notifications';
import type { ToastOptions } from './toast';

/** Shows one toast; a new one replaces whatever is on screen (spec: one at a time). */
export function showToast({ title, description, variant = 'default' }: ToastOptions): void {
  notifications.clean();
  notifications.show({
    title,
    message: description ?? null,
    color: variant === 'destructive' ? 'red' : 'pine',
    withBorder: true,
    radius: 'md',
    'data-variant': variant,
    // its aria-label, in the screens' language, is the Toaster's (components/Toaster)
    // Mantine dims the description; the full text colour keeps it readable (contrast)
    styles: { description: { color: 'var(--mantine-color-text)' } },
  });
}
