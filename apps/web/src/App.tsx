import { MantineProvider } from '@mantine/core';
import { BrowserRouter } from './lib/router';
import { Toasts } from './components/Toaster/Toasts';
import { SessionProvider } from './lib/session';
import { AppRoutes } from './routes/router';
import { theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <SessionProvider>
        <Toasts />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SessionProvider>
    </MantineProvider>
  );
}
