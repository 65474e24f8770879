import { Toasts } from './components/Toaster/Toasts';
import { BrowserRouter } from './lib/router';
import { SessionProvider } from './lib/session';
import { StaticMantineProvider } from './lib/StaticMantineProvider';
import { AppRoutes } from './routes/router';
import { theme } from './theme';

export function App() {
  return (
    <StaticMantineProvider theme={theme}>
      <SessionProvider>
        <Toasts />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SessionProvider>
    </StaticMantineProvider>
  );
}
