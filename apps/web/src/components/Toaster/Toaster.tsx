// The toasts' styles come with the toast area, on the first toast.
import '@mantine/notifications/styles.css';
import { useLingui } from '@lingui/react/macro';
import { em, MantineThemeProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/** Toast area: top-center on small screens, bottom-right and at most 420px wide from md up. */
export function Toaster() {
  const wide = useMediaQuery(`(min-width: ${em(992)})`);
  const { t } = useLingui();
  // Each toast's close button is named in the screens' language when it is shown (a default of
  // the app's theme, inherited, for the toasts alone).
  const theme = {
    components: {
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': t`Dismiss notification` } },
      },
    },
  };
  return (
    <MantineThemeProvider theme={theme}>
      <Notifications
        limit={1}
        autoClose={5000}
        position={wide ? 'bottom-right' : 'top-center'}
        containerWidth={wide ? 420 : '100%'}
        zIndex={1000}
      />
    </MantineThemeProvider>
  );
}
