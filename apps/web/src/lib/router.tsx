import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import type { AppHistory, AppLocation } from './history';
import { createBrowserHistory, createMemoryHistory, createPath, resolvePath } from './history';

// The router: the few pieces of react-router's declarative mode the app used (BrowserRouter,
// Link, Navigate, useLocation, useNavigate, useSearchParams), with the same behaviour, for a
// tenth of its weight in every page's first load. Routes themselves are a table (routes/).

const HistoryContext = createContext<AppHistory | null>(null);
const LocationContext = createContext<AppLocation | null>(null);

function Router({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  // A move to a page whose code is still loading keeps the current page on screen until it is
  // there (as react-router does), instead of flashing the loader.
  useLayoutEffect(
    () => history.listen((next) => startTransition(() => setLocation(next))),
    [history],
  );
  return (
    <HistoryContext.Provider value={history}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </HistoryContext.Provider>
  );
}

/** The app's router: the browser's address and history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

/** A router in memory, at `initialPath` (tests). */
export function MemoryRouter({
  initialPath = '/',
  children,
}: {
  initialPath?: string;
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialPath));
  return <Router history={history}>{children}</Router>;
}

function useHistory(): AppHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('This component needs a router around it');
  return history;
}

export function useLocation(): AppLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('This component needs a router around it');
  return location;
}

export interface NavigateOptions {
  /** Replace the current entry instead of adding one (Back skips it). */
  replace?: boolean;
  /** Handed to the next page as `useLocation().state`. */
  state?: unknown;
}

/** `navigate('/path')`, `navigate('?tab=x', { replace: true })`. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const history = useHistory();
  return useCallback(
    (to, { replace = false, state = null } = {}) =>
      (replace ? history.replace : history.push)(to, state),
    [history],
  );
}

/** Sends the visitor elsewhere as soon as it is shown (after the commit, as react-router did). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

type SearchInit = URLSearchParams | Record<string, string>;

/** The address's query, and a setter that navigates to the same page with a new query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit, options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit, options?: NavigateOptions) =>
      navigate(`?${new URLSearchParams(next).toString()}`, options),
    [navigate],
  );
  return [params, setParams];
}

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: string } & NavigateOptions;

/** A plain click the page should handle: not a new tab or window, not a download. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link to a page of the app: a real `<a href>` (new tab, copy link), opened in place on a
 * plain click. A link to where the visitor already is replaces the entry, so Back still leaves.
 */
export function Link({ to, replace, state, onClick, target, ref, ...rest }: LinkProps) {
  const history = useHistory();
  const location = useLocation();
  const href = resolvePath(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    const same = href === createPath(location);
    ((replace ?? same) ? history.replace : history.push)(href, state ?? null);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}
