import '@fontsource-variable/inter';
import '@fontsource-variable/playfair-display';
import '@mantine/core/styles.css';
import './styles/fonts.css';
import './styles/global.css';
// Last, where MantineProvider's own <style> would come: the theme's variables win.
import 'virtual:mantine-theme.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createRpc } from './lib/rpc';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Who is signed in, asked as soon as the app's code runs rather than after its first render (the
// login page and the bar wait for the answer). A failed lookup reads as signed out, as before.
const rpc = createRpc();
const firstLookup = rpc.query('auth.me').catch(() => null);

// Rendered in a transition: React works in slices of a few milliseconds and lets the browser in
// between, instead of holding the main thread for the whole first render (a phone's tap waits).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App rpc={rpc} firstLookup={firstLookup} />
    </StrictMode>,
  );
});
