import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { activeLocale, i18nFor } from '../i18n/i18n';
import type { ToastOptions } from './toast';

const DISMISS = msg`Dismiss notification`;

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
    closeButtonProps: { 'aria-label': i18nFor(activeLocale())._(DISMISS) },
    // Mantine dims the description; the full text colour keeps it readable (contrast)
    styles: { description: { color: 'var(--mantine-color-text)' } },
  });
}
