/**
 * Where /auth sends a member back to after login. The guards (routes/) and the pages that send a
 * visitor to /auth both use it, so no page needs to import from routes/.
 */
export interface AuthRedirectState {
  from?: string;
}

/** The router state that brings a visitor back to `path` once they have logged in. */
export function returnTo(path: string): AuthRedirectState {
  return { from: path };
}

/** The page to open after login: the one the visitor came from when it is a path of this site. */
export function pathAfterLogin(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const { from } = state;
    // '//host' would leave the site.
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return '/';
}
