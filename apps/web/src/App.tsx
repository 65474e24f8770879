import type { TUser } from '@club/contract';
import { Toasts } from './components/Toaster/Toasts';
import { BrowserRouter } from './lib/router';
import type { Rpc } from './lib/rpc';
import { SessionProvider } from './lib/session';
import { StaticMantineProvider } from './lib/StaticMantineProvider';
import { AppRoutes } from './routes/router';
import { theme } from './theme';

interface AppProps {
  rpc: Rpc;
  /** Who is signed in (`auth.me`), asked through `rpc` before the first render. */
  firstLookup: Promise<TUser | null>;
}

export function App({ rpc, firstLookup }: AppProps) {
  return (
    <StaticMantineProvider theme={theme}>
      <SessionProvider rpc={rpc} firstLookup={firstLookup}>
        <Toasts />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SessionProvider>
    </StaticMantineProvider>
  );
}
