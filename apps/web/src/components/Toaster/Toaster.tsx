// The toasts' styles come with the toast area, on the first toast.
import '@mantine/notifications/styles.css';
import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/** Toast area: top-center on small screens, bottom-right and at most 420px wide from md up. */
export function Toaster() {
  const wide = useMediaQuery(`(min-width: ${em(992)})`);
  return (
    <Notifications
      limit={1}
      autoClose={5000}
      position={wide ? 'bottom-right' : 'top-center'}
      containerWidth={wide ? 420 : '100%'}
      zIndex={1000}
    />
  );
}
