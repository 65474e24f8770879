// The session history the router reads and writes: the browser's, or one kept in memory for tests.
// The app's routes are a flat table of absolute paths, so this is all of react-router it used.

/** Where the visitor is; `state` is what the page that sent them there attached (not in the URL). */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

export interface AppHistory {
  readonly location: AppLocation;
  push: (to: string, state?: unknown) => void;
  replace: (to: string, state?: unknown) => void;
  /** Called after every change, including the browser's Back and Forward. */
  listen: (listener: (location: AppLocation) => void) => () => void;
}

type Path = Pick<AppLocation, 'pathname' | 'search' | 'hash'>;

/** Splits `/a?b=1#c` into its parts ('' for a missing part, '/' for a missing path). */
export function parsePath(path: string): Path {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  const pathname = searchAt >= 0 ? rest.slice(0, searchAt) : rest;
  return {
    pathname: pathname || '/',
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  };
}

export function createPath({ pathname, search, hash }: Path): string {
  return pathname + search + hash;
}

/**
 * `to` as an absolute path from `from`: absolute paths stay, `?query` and `#hash` keep the current
 * path (a search-params change). Other relative paths are not used by the app.
 */
export function resolvePath(to: string, from: Path): string {
  if (to.startsWith('?')) return createPath(parsePath(from.pathname + to));
  if (to.startsWith('#')) return createPath({ ...from, hash: parsePath(to).hash });
  return createPath(parsePath(to));
}

function notifier() {
  const listeners = new Set<(location: AppLocation) => void>();
  const listen = (listener: (location: AppLocation) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const notify = (location: AppLocation) => {
    for (const listener of listeners) listener(location);
  };
  return { listen, notify };
}

interface BrowserState {
  /** The page's state, under the key react-router used, so a reload keeps what it kept. */
  usr?: unknown;
}

function readBrowserLocation(): AppLocation {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as BrowserState | null;
  return { pathname, search, hash, state: entry?.usr ?? null };
}

export function createBrowserHistory(): AppHistory {
  const { listen, notify } = notifier();
  let location = readBrowserLocation();
  window.addEventListener('popstate', () => {
    location = readBrowserLocation();
    notify(location);
  });
  const go =
    (method: 'pushState' | 'replaceState') =>
    (to: string, state: unknown = null) => {
      const url = resolvePath(to, location);
      try {
        window.history[method]({ usr: state } satisfies BrowserState, '', url);
      } catch (error) {
        // A state the browser cannot store is a bug; anything else (iOS caps pushState at 100
        // calls in 30 s) still deserves the page, by a full load.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        window.location[method === 'pushState' ? 'assign' : 'replace'](url);
        return;
      }
      location = { ...parsePath(url), state };
      notify(location);
    };
  return {
    get location() {
      return location;
    },
    push: go('pushState'),
    replace: go('replaceState'),
    listen,
  };
}

/** A history in memory (tests): starts at `initial`, keeps no entries behind it. */
export function createMemoryHistory(initial = '/'): AppHistory {
  const { listen, notify } = notifier();
  let location: AppLocation = { ...parsePath(initial), state: null };
  const go = (to: string, state: unknown = null) => {
    location = { ...parsePath(resolvePath(to, location)), state };
    notify(location);
  };
  return {
    get location() {
      return location;
    },
    push: go,
    replace: go,
    listen,
  };
}
