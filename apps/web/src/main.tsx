import '@fontsource-variable/inter';
import '@fontsource-variable/playfair-display';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './styles/fonts.css';
import './styles/global.css';
// Last, where MantineProvider's own <style> would come: the theme's variables win.
import 'virtual:mantine-theme.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Rendered in a transition: React works in slices of a few milliseconds and lets the browser in
// between, instead of holding the main thread for the whole first render (a phone's tap waits).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
