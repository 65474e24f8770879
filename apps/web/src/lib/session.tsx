import type { TUser } from '@club/contract';
import type { ReactNode } from 'react';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Rpc } from './rpc';
import { createRpc } from './rpc';

// Who is signed in, read once per visit (`auth.me`) and set by login, registration and logout.
// It lives outside TanStack Query so every page, visitor or member, knows it at once without
// loading the query library; member screens still use Query for their own data.

export interface Session {
  /** The signed-in user, or null when signed out (or when the lookup failed). */
  user: TUser | null;
  /** True until the first answer of `auth.me` arrives. */
  isLoading: boolean;
  /** After login, registration or logout. */
  setUser: (user: TUser | null) => void;
  /** Reads `auth.me` again (hours remaining change after a booking). */
  refresh: () => Promise<void>;
  /** The calls the visitor pages make. */
  rpc: Rpc;
}

const SessionContext = createContext<Session | null>(null);

const signOutHandlers = new Set<() => void>();

/** Runs `handler` whenever the user signs out (member caches forget the member's data). */
export function onSignOut(handler: () => void): () => void {
  signOutHandlers.add(handler);
  return () => signOutHandlers.delete(handler);
}

interface SessionProviderProps {
  children: ReactNode;
  /** Tests hand in a client whose fetch is a stand-in server. */
  rpc?: Rpc;
  /** `auth.me`, already asked through `rpc` (main.tsx asks before the first render). */
  firstLookup?: Promise<TUser | null>;
}

export function SessionProvider({ children, rpc: given, firstLookup }: SessionProviderProps) {
  const [rpc] = useState(() => given ?? createRpc());
  const pendingFirst = useRef(firstLookup);
  const [state, setState] = useState<{ user: TUser | null; isLoading: boolean }>({
    user: null,
    isLoading: true,
  });
  // A lookup that started before a login or logout must not overwrite it.
  const version = useRef(0);

  const refresh = useCallback(async () => {
    const started = version.current;
    const lookup = pendingFirst.current ?? rpc.query('auth.me');
    pendingFirst.current = undefined;
    let user: TUser | null = null;
    try {
      user = await lookup;
    } catch {
      user = null;
    }
    if (version.current === started) setState({ user, isLoading: false });
  }, [rpc]);

  const setUser = useCallback((user: TUser | null) => {
    version.current += 1;
    if (user === null) for (const handler of signOutHandlers) handler();
    // In the same transition as a navigation made with it (logout leaves a guarded page first).
    startTransition(() => setState({ user, isLoading: false }));
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const session = useMemo<Session>(
    () => ({ ...state, setUser, refresh, rpc }),
    [state, setUser, refresh, rpc],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
