// @lingui/react imports `use-sync-external-store/shim` for React 17 and older; React 19 has the
// hook itself, so the build points the shim here (0.5 kB gzip less on every page).
export { useSyncExternalStore } from 'react';
